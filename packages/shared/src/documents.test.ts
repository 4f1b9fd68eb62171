import { describe, expect, it } from 'vitest';
import { addDays, fromIsoDate, toIsoDate } from './calendar-dates';
import {
  compareDocumentStatus,
  compareDocumentUrgency,
  compareExpiry,
  documentExpiryText,
} from './document-order';
import {
  documentStatus,
  documentStatusFields,
  documentStatusText,
  isoToday,
  type StatusExpiryRange,
  statusExpiryRange,
} from './document-terms';
import { DocumentParamsSchema, DocumentRecordSchema } from './documents';
import { DOCUMENT_STATUSES } from './enums';

const today = '2026-11-22';
const plus = (days: number) => toIsoDate(addDays(fromIsoDate(today), days));

describe('document status', () => {
  it.each([
    [null, 'NO_DOCUMENT', 'No expiration found.'],
    [plus(-30), 'PAST_DUE', 'Due 30 days ago'],
    [plus(-2), 'PAST_DUE', 'Due 2 days ago'],
    [plus(-1), 'PAST_DUE', 'Due yesterday'],
    [plus(0), 'URGENT', 'Due today'],
    [plus(1), 'URGENT', 'Due tomorrow'],
    [plus(13), 'URGENT', 'Due in 13 days'],
    [plus(14), 'DUE_SOON', 'Due in 14 days'],
    [plus(30), 'DUE_SOON', 'Due in 30 days'],
    [plus(31), 'UP_TO_DATE', 'Due in 31 days'],
    [plus(400), 'UP_TO_DATE', 'Due in 400 days'],
  ] as const)('expiry %s is %s: "%s"', (expr, status, text) => {
    expect(documentStatus({ expr, today })).toBe(status);
    expect(documentStatusText({ expr, today })).toBe(text);
    expect(documentStatusFields({ expr, today })).toEqual({ status, status_text: text });
  });

  it('counts calendar days across a daylight-saving change', () => {
    expect(documentStatusText({ expr: '2026-11-02', today: '2026-10-31' })).toBe('Due in 2 days');
    expect(documentStatusText({ expr: '2026-03-09', today: '2026-03-07' })).toBe('Due in 2 days');
  });

  it('sorts PAST_DUE, URGENT, DUE_SOON, UP_TO_DATE, NO_DOCUMENT', () => {
    const statuses = ['NO_DOCUMENT', 'UP_TO_DATE', 'PAST_DUE', 'DUE_SOON', 'URGENT'] as const;
    expect([...statuses].sort(compareDocumentStatus)).toEqual([
      'PAST_DUE',
      'URGENT',
      'DUE_SOON',
      'UP_TO_DATE',
      'NO_DOCUMENT',
    ]);
  });
});

describe('isoToday', () => {
  it("is the date in the server's document zone, wherever the device is", () => {
    // 01:00 UTC on 24 November: still the 23rd in California, already the 24th in UTC and Auckland.
    expect(isoToday(new Date('2026-11-24T01:00:00Z'))).toBe('2026-11-23');
    expect(isoToday(new Date('2026-11-24T09:00:00Z'))).toBe('2026-11-24');
  });
});

describe('document sorting and expiry text', () => {
  it('sorts expiry dates earliest first, undated last', () => {
    const dates = [null, '2027-01-05', '2026-12-31', null, '2026-02-01'];
    expect([...dates].sort(compareExpiry)).toEqual(['2026-02-01', '2026-12-31', '2027-01-05', null, null]);
  });

  it('sorts by status first, then by the earliest expiry', () => {
    const docs = [
      { id: 'a', status: 'UP_TO_DATE', expr: '2027-01-01' },
      { id: 'b', status: 'PAST_DUE', expr: '2026-11-20' },
      { id: 'c', status: 'NO_DOCUMENT', expr: null },
      { id: 'd', status: 'PAST_DUE', expr: '2026-10-01' },
      { id: 'e', status: 'URGENT', expr: '2026-11-23' },
    ] as const;
    expect([...docs].sort(compareDocumentUrgency).map((d) => d.id)).toEqual(['d', 'b', 'e', 'a', 'c']);
  });

  it('shows the expiry as a calendar date, or a dash without one', () => {
    expect(documentExpiryText('2026-12-01')).toBe('12/01/2026');
    expect(documentExpiryText(null)).toBe('—');
  });
});

describe('DocumentRecordSchema', () => {
  it('keeps status_text and drops keys it does not name', () => {
    const record = {
      id: 'd-1',
      creator_id: null,
      owner_id: 'v-1',
      owner_name: 'Sunny Acres',
      created_at: '2026-11-22T17:00:00.000Z',
      type: 'Insurance',
      path: 'insurance.pdf',
      size: 10,
      version: 1,
      expr: today,
      meta: { issue_date: null },
      ...documentStatusFields({ expr: today, today }),
    };
    expect(DocumentRecordSchema.parse({ ...record, storage_key: 'secret.pdf' })).toEqual(record);
    expect(record.status_text).toBe('Due today');
  });
});

describe('document upload details', () => {
  it('takes an expiry date, or none for a document that never expires, and its status says so', () => {
    for (const expr of [undefined, null]) {
      expect(DocumentParamsSchema.safeParse({ type: 'Permit-To-Sell', meta: {}, expr }).success).toBe(true);
    }
    expect(DocumentParamsSchema.safeParse({ type: 'Permit-To-Sell', expr: plus(200) }).success).toBe(true);
    expect(DocumentParamsSchema.safeParse({ type: 'Permit-To-Sell', expr: '2026-02-30' }).success).toBe(
      false,
    );
    expect(documentStatusFields({ expr: null, today })).toEqual({
      status: 'NO_DOCUMENT',
      status_text: 'No expiration found.',
    });
  });
});

describe('statusExpiryRange', () => {
  const inRange = (range: StatusExpiryRange, expr: string | null) =>
    range.dated
      ? expr !== null &&
        (range.from === null || expr >= range.from) &&
        (range.to === null || expr <= range.to)
      : expr === null;

  it('holds exactly the expiry dates documentStatus gives each status, at every boundary', () => {
    // Every boundary of URGENT_DAYS and DUE_SOON_DAYS with a day either side, a long way off, and no date,
    // on days around month, daylight-saving and leap-year changes.
    const offsets = [-400, -2, -1, 0, 1, 12, 13, 14, 15, 29, 30, 31, 32, 400];
    for (const day of [today, '2026-03-07', '2026-10-31', '2028-02-28']) {
      const dates = [null, ...offsets.map((offset) => toIsoDate(addDays(fromIsoDate(day), offset)))];
      for (const expr of dates) {
        const holders = DOCUMENT_STATUSES.filter((status) => inRange(statusExpiryRange(status, day), expr));
        expect(holders).toEqual([documentStatus({ expr, today: day })]);
      }
    }
  });

  it('orders the statuses by expiry, so urgency is the expiry date ascending with undated last', () => {
    expect(statusExpiryRange('PAST_DUE', today)).toEqual({ dated: true, from: null, to: plus(-1) });
    expect(statusExpiryRange('URGENT', today)).toEqual({ dated: true, from: plus(0), to: plus(13) });
    expect(statusExpiryRange('DUE_SOON', today)).toEqual({ dated: true, from: plus(14), to: plus(30) });
    expect(statusExpiryRange('UP_TO_DATE', today)).toEqual({ dated: true, from: plus(31), to: null });
    expect(statusExpiryRange('NO_DOCUMENT', today)).toEqual({ dated: false });
  });
});
