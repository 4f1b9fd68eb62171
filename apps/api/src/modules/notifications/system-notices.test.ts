import {
  findEnglish,
  NOTICE_TYPES,
  type NoticeKey,
  type NotificationType,
  SCHEDULE_MESSAGES,
  VENDOR_TYPES,
} from '@marketday/shared';
import { describe, expect, it } from 'vitest';
import { createClock } from '../../../test/build-test-app';
import { daysFromToday } from '../../../test/document-dates';
import { bearer, insertVendorUserAt, tokensFor } from '../../../test/factories';
import { managerWithMarket } from '../../../test/market-fixtures';
import { FILES, postDocument, uploadBody } from '../../../test/uploads';
import { useTestApp } from '../../../test/use-test-app';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';
import { sharedEnglishIndex } from '../../lib/i18n/translate';
import {
  APPLICATION_NOTIFICATION_TYPE,
  decisionNotice,
  newApplicationNotice,
} from '../applications/application-notices';
import { runExpiryJob } from '../documents/expiry-job';
import type { ReceiptNoticeFacts } from '../receipt-answers/receipt-answers.repository';
import { announceReceipt } from '../receipt-answers/receipt-answers.service';
import type { RequestMarket, RequestRow } from '../season/requests/date-requests.repository';
import { noticeVendor } from '../season/requests/request-rules';

// The inbox says a system notice in its reader's language by finding its English in the shared notices catalogue
// (apps/web/src/features/inbox/components/say-notice.ts). So every notice the API writes must be found there, by
// the shared index the web builds: this fails when the wording here changes without the catalogue.
const index = sharedEnglishIndex();

// Found as a notice of the kind it is written as (the inbox says it again only then), with these values.
function expectNotice(text: string, type: NotificationType, values: Record<string, string> = {}) {
  const found = findEnglish(index, text);
  expect(found?.id, text).toMatch(/^shared\/notices\./);
  expect(NOTICE_TYPES[found?.id.replace('shared/notices.', '') as NoticeKey], text).toBe(type);
  expect(found?.values, text).toMatchObject(values);
}

// A database that only keeps the notification rows it is given.
function recordingDb() {
  type Row = { title: string; message: string; type: NotificationType };
  const rows: Row[] = [];
  const db = {
    insert: () => ({
      values: (given: Row[]) => {
        rows.push(...given);
        return { returning: async () => given.map((_, i) => ({ id: String(i) })) };
      },
    }),
  } as unknown as Database;
  return { db, rows };
}

describe('the notices the API writes are the notices catalogue’s', () => {
  const market = 'Downtown Farmers Market';

  it('an application’s: to the manager, and the decision to the vendor, the reason as written', () => {
    for (const vendorType of VENDOR_TYPES) {
      const notice = newApplicationNotice({ businessName: 'Green Acres', vendorType, marketName: market });
      expectNotice(notice.title, APPLICATION_NOTIFICATION_TYPE, { market });
      expectNotice(notice.message, APPLICATION_NOTIFICATION_TYPE, { vendor: 'Green Acres', market });
    }
    // A name with brackets of its own is found too; which bracket is the vendor type's is then unclear, so the
    // inbox leaves that message as written (say-notice.ts knows each vendor type's name).
    const bracketed = newApplicationNotice({
      businessName: 'Green Acres (Farm)',
      vendorType: 'PRODUCER',
      marketName: market,
    });
    expectNotice(bracketed.message, APPLICATION_NOTIFICATION_TYPE, { market });
    const approved = decisionNotice({ decision: { status: 'APPROVED' }, marketName: market });
    expect(approved.title).toBe('Welcome to Downtown Farmers Market');
    expectNotice(approved.title, APPLICATION_NOTIFICATION_TYPE, { market });
    expectNotice(approved.message, APPLICATION_NOTIFICATION_TYPE, { market });
    const reason = 'No insurance. Reason: none on file.';
    const rejected = decisionNotice({ decision: { status: 'REJECTED', reason }, marketName: market });
    expectNotice(rejected.title, APPLICATION_NOTIFICATION_TYPE, { market });
    expectNotice(rejected.message, APPLICATION_NOTIFICATION_TYPE, { market, reason });
  });

  it('a season request’s answer and a booth that opened', async () => {
    const { db, rows } = recordingDb();
    const request = { vendorUserId: 'vendor-user' } as RequestRow;
    for (const title of [
      SCHEDULE_MESSAGES.requestApprovedNotice('2026-06-13'),
      SCHEDULE_MESSAGES.requestDeclinedNotice('2026-06-13'),
      SCHEDULE_MESSAGES.boothOpened('2026-06-13'),
    ])
      await noticeVendor({
        db,
        request,
        senderId: 'manager-user',
        title,
        market: { name: market } as RequestMarket,
        now: new Date(),
      });
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expectNotice(row.title, row.type, { date: '06/13/2026' });
      expectNotice(row.message, row.type, { market, date: '06/13/2026' });
    }
  });

  it('a receipt to agree to or dispute', async () => {
    const { db, rows } = recordingDb();
    const facts = {
      managerId: 'manager',
      managerUserId: 'manager-user',
      marketName: market,
      marketDate: '2026-06-13',
      version: 1,
      vendorUserId: 'vendor-user',
      accountEmail: null,
      vendorReceiptEmail: null,
      settings: { email_notifications: false },
    } as unknown as ReceiptNoticeFacts;
    await announceReceipt({ db, transactionId: 'checkout', now: new Date(), facts });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.type).toBe('market_update');
    expectNotice(rows[0]?.title ?? '', 'market_update', { market, date: '06/13/2026' });
    expectNotice(rows[0]?.message ?? '', 'market_update', { link: '/transactions' });
  });
});

describe('the notices the API writes, as stored', () => {
  // Friday 20 November 2026, noon in California: the market (Saturdays, Los Angeles) is held tomorrow.
  const t = useTestApp(() => ({ clock: createClock(new Date('2026-11-20T20:00:00Z')) }));

  it('a document’s expiry and a cancelled market day, with and without a note', async () => {
    const { manager, market } = await managerWithMarket(t);
    const { user } = await insertVendorUserAt(t.db, market.id);
    const headers = bearer((await tokensFor(t, user.username)).access_token);
    for (const [type, days] of [
      ['Insurance', -3],
      ['Permit-To-Sell', -1],
      ['CPC-Certificate', 0],
      ['Health-Department', 1],
      ['Egg-Handler', 5],
    ] as const) {
      const body = uploadBody({
        params: { type, meta: {}, expr: daysFromToday(t, days) },
        file: { name: 'd.pdf', content: FILES.pdf },
      });
      expect((await postDocument(t, headers, body)).statusCode).toBe(201);
    }
    await runExpiryJob({ db: t.db, mailer: t.app.mailer, now: t.clock.now() });
    const dates = `/market-managers/markets/${market.id}/dates`;
    const cancel = (date: string, note?: string) =>
      manager.api('PUT', `${dates}/${date}`, { status: 'CANCELLED', ...(note ? { note } : {}) });
    expect((await cancel('2026-11-21', 'Storm warning: stay home')).statusCode).toBe(200);
    expect((await cancel('2026-11-28')).statusCode).toBe(200);

    const stored = await t.db.select().from(notifications);
    const texts = stored.flatMap((n) => [n.title, n.message]);
    expect(texts).toContain('Cancelled: 11/21/2026');
    expect(texts.some((text) => text.endsWith('\n\nStorm warning: stay home'))).toBe(true);
    expect(texts).toContain(`${market.name} will not be held on 11/28/2026.`);
    expect(stored.filter((n) => n.type === 'document_expiration').length).toBeGreaterThanOrEqual(10);
    for (const n of stored) for (const text of [n.title, n.message]) expectNotice(text, n.type);
    const withNote = texts.find((text) => text.endsWith('stay home')) ?? '';
    expect(findEnglish(index, withNote)?.values).toMatchObject({ note: 'Storm warning: stay home' });
  });
});
