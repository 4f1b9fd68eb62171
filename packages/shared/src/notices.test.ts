import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { addDays, toIsoDate } from './calendar-dates';
import { documentStatusText } from './document-terms';
import { DOCUMENT_TYPE_LABELS } from './enums';
import type { Catalogue } from './i18n/compile';
import { findEnglish, indexEnglish, indexEnglishCatalogues } from './i18n/english-index';
import { documentExpiryNotice, NOTICE_TEMPLATES, noticeText } from './notices';
import { RECEIPT_ANSWER_MESSAGES } from './receipt-answer-terms';
import { SCHEDULE_MESSAGES } from './schedules';

const MESSAGES = path.join(import.meta.dirname, 'i18n', 'messages');
const AREAS = readdirSync(MESSAGES).filter((name) => !name.includes('.'));
const read = (area: string) =>
  JSON.parse(readFileSync(path.join(MESSAGES, area, 'en.json'), 'utf8')) as Catalogue;
// Every shared catalogue's English, as the web's sayShared and the API's error handler look it up.
const index = indexEnglishCatalogues(Object.fromEntries(AREAS.map((area) => [`shared/${area}`, read(area)])));

describe('the system notices’ English', () => {
  it('is the notices catalogue’s, each template filled in once', () => {
    expect(NOTICE_TEMPLATES).toEqual(read('notices'));
    expect(noticeText('approvedTitle', { market: 'A {market} & $1' })).toBe('Welcome to A {market} & $1');
    expect(() => noticeText('approvedTitle')).toThrow('{market}');
  });

  it('words a document’s expiry as documentStatusText counts the days', () => {
    const today = '2026-03-08';
    for (let days = -40; days <= 13; days += 1) {
      const expr = toIsoDate(addDays(new Date(2026, 2, 8), days));
      const notice = documentExpiryNotice({
        vendor: 'Green Acres',
        document: 'Insurance',
        expired: days < 0,
        expr,
        today,
      });
      expect(notice.message).toBe(`Green Acres: Insurance — ${documentStatusText({ expr, today })}.`);
      expect(notice.title).toBe(days < 0 ? 'Insurance expired' : 'Insurance expires soon');
    }
  });
});

describe('the shared English index', () => {
  const date = '2026-06-13';
  const made = [
    noticeText('newApplicationTitle', { market: 'Downtown Farmers Market' }),
    ...Object.values(DOCUMENT_TYPE_LABELS).flatMap((document) =>
      [-3, -1, 0, 1, 5].flatMap((days) => {
        const expr = toIsoDate(addDays(new Date(2026, 5, 13), days));
        const notice = documentExpiryNotice({
          vendor: 'Green Acres',
          document,
          expired: days < 0,
          expr,
          today: date,
        });
        return [notice.title, notice.message];
      }),
    ),
    RECEIPT_ANSWER_MESSAGES.noticeTitle('Downtown Farmers Market', date),
    SCHEDULE_MESSAGES.boothOpened(date),
    SCHEDULE_MESSAGES.requestApprovedNotice(date),
    SCHEDULE_MESSAGES.requestDeclinedNotice(date),
  ];

  it('finds every notice the system writes in the notices catalogue', () => {
    for (const text of made) expect(findEnglish(index, text)?.id, text).toMatch(/^shared\/notices\./);
    expect(findEnglish(index, RECEIPT_ANSWER_MESSAGES.noticeTitle('Downtown', date))).toEqual({
      id: 'shared/notices.receiptTitle',
      values: { market: 'Downtown', date: '06/13/2026' },
    });
    expect(findEnglish(index, `Downtown: ${SCHEDULE_MESSAGES.requestDeclinedNotice(date)}.`)).toEqual({
      id: 'shared/notices.requestDeclinedMessage',
      values: { market: 'Downtown', date: '06/13/2026' },
    });
  });

  it('catches no other catalogue’s English: each notice has words of its own', () => {
    const notices = indexEnglish('shared/notices', read('notices'));
    const others = AREAS.filter((area) => area !== 'notices').flatMap((area) => Object.values(read(area)));
    expect(others.filter((text) => findEnglish(notices, text))).toEqual([]);
    // A manager's own words are no template: only whole notices are.
    expect(findEnglish(notices, 'Setup starts at 7 am this Saturday.')).toBeUndefined();
    expect(findEnglish(notices, 'Reminder: bring your tent.')).toBeUndefined();
  });
});
