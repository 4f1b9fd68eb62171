import {
  DATE_ORDER_MESSAGE,
  MAX_STATEMENT_SENDS_PER_DAY,
  STATEMENT_MESSAGES,
  type StatementSendProgress,
  type StatementSendStarted,
} from '@marketday/shared';
import { describe, expect, it } from 'vitest';
import {
  bookCheckout as checkout,
  makeCalFreshSnap,
  recordPayment as pay,
} from '../../../test/balance-fixtures';
import { buildTestApp, createClock, type TestApp } from '../../../test/build-test-app';
import { signedInVendor } from '../../../test/clients';
import { deferred } from '../../../test/deferred';
import { expectDownload } from '../../../test/downloads';
import { tokensFor } from '../../../test/factories';
import {
  createMarket,
  type ManagerClient,
  managerWithMarket,
  marketWithVendors,
  signedInManager,
} from '../../../test/market-fixtures';
import { pdfText } from '../../../test/pdf-text';
import { useTestApp } from '../../../test/use-test-app';
import { joinMarket } from '../../../test/vendor-self-fixtures';
import { managerMailSends, statementSends } from '../../db/schema';
import type { Mailer, MailMessage } from '../../plugins/mail';
import { settleBackgroundTasks } from '../auth/background-tasks';
import { MAIL_BUDGET } from '../notifications/mail-limit';
import { STATEMENT_STALL_MS } from './statement-sends.service';

// Issue 17 item 3: a vendor's statement for a date range as a PDF, and statements e-mailed to a market's vendors
// in the background with their progress stored.

// After every market day the tests book (the latest is 5 December 2026): a checkout after today is refused.
const t = useTestApp(() => ({ clock: createClock(new Date('2026-12-31T20:00:00Z')) }));

const RANGE = { start_date: '2026-11-10', end_date: '2026-11-30' };

async function startSend(manager: ManagerClient, marketId: string, body: Record<string, unknown> = RANGE) {
  const response = await manager.api('POST', `/market-managers/markets/${marketId}/statements/send`, body);
  expect(response.statusCode, response.body).toBe(202);
  return response.json() as StatementSendStarted;
}

async function progress(manager: { token: string }, id: string, app = t) {
  const response = await app.app.inject({
    method: 'GET',
    url: `/market-managers/statement-sends/${id}`,
    headers: { authorization: `Bearer ${manager.token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as StatementSendProgress;
}

// The market's three vendors with a receipt e-mail, a kept vendor with no address, and a vendor with an account
// of their own and no receipt e-mail (their statement goes to the account's address).
async function marketOfFive(app: TestApp) {
  const manager = await signedInManager(app);
  const { market, vendors } = await marketWithVendors(manager);
  const kept = await manager.api('POST', '/market-managers/vendors', {
    business_name: 'Quiet Acres',
    type: 'PRODUCER',
    market_ids: [market.id],
  });
  expect(kept.statusCode, kept.body).toBe(201);
  const own = await signedInVendor(app);
  await joinMarket(app.db, { vendorId: own.vendor.id, marketId: market.id });
  return { manager, market, vendors, accountVendor: own };
}

describe("a vendor's statement PDF", () => {
  it('shows the opening balance, each market day and payment with the running balance, and who owes whom', async () => {
    const { manager, market, vendors } = await managerWithMarket(t);
    // CalFresh is a SNAP token ($5 each).
    await makeCalFreshSnap(manager, market);
    const calfresh = market.tokens.find((token) => token.name === 'CalFresh')!;
    const { producer } = vendors;
    // Before the range: $7.50 owed, $5 paid: the opening balance is $2.50.
    await checkout(manager, market, producer.market_vendor_id, '2026-11-07', 100);
    await pay(manager, market.id, {
      vendor_id: producer.id,
      direction: 'FROM_VENDOR',
      amount: 5,
      paid_on: '2026-11-07',
    });
    // In the range: $20 of SNAP tokens (−$12.50), a $12.50 check to the vendor, a $50 day ($4.50 owed).
    await checkout(manager, market, producer.market_vendor_id, '2026-11-14', 100, [
      { token_id: calfresh.id, count: 4 },
    ]);
    await pay(manager, market.id, {
      vendor_id: producer.id,
      direction: 'TO_VENDOR',
      amount: 12.5,
      method: 'CHECK',
      check_number: '1042',
      paid_on: '2026-11-20',
    });
    await checkout(manager, market, producer.market_vendor_id, '2026-11-21', 50);
    // After the range: not on the statement.
    await checkout(manager, market, producer.market_vendor_id, '2026-12-05', 1000);

    const response = await manager.api(
      'GET',
      `/market-managers/markets/${market.id}/vendors/${producer.id}/statement.pdf?start_date=2026-11-10&end_date=2026-11-30`,
    );
    expectDownload(response, 'pdf', 'statement-green-valley-produce-2026-11-10-to-2026-11-30.pdf');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Vendor statement: Green Valley Produce');
    expect(text).toContain('Downtown Farmers Market');
    expect(text).toContain('11/10/2026 – 11/30/2026');
    expect(text).toContain('SNAP tokens');
    expect(text).toContain('Payment: market paid the vendor, check no. 1042');
    expect(text).toContain('Green Valley Produce owes Downtown Farmers Market $7.00 as of 11/30/2026.');
    // Each row's cells in order, the balance last: opening $2.50, −$12.50 → −$10.00, +$12.50 → $2.50,
    // +$4.50 → $7.00, and the closing row with the period's totals.
    const lines = text.split('\n').map((line) => line.replace(/\s+/g, ' ').trim());
    const row = (start: string) => lines.find((line) => line.startsWith(start));
    expect(row('11/10/2026 Opening balance')).toMatch(/\$2\.50$/);
    expect(row('11/14/2026 Market day')).toBe(
      '11/14/2026 Market day $100.00 $6.00 $1.50 $20.00 -$12.50 -$10.00',
    );
    expect(row('11/20/2026 Payment')).toMatch(/ \$12\.50 \$2\.50$/);
    expect(row('11/21/2026 Market day')).toBe('11/21/2026 Market day $50.00 $3.00 $1.50 $4.50 $7.00');
    expect(row('11/30/2026 Closing balance')).toBe(
      '11/30/2026 Closing balance $150.00 $9.00 $3.00 $20.00 $4.50 $7.00',
    );
    expect(text).not.toContain('12/05/2026');
  });

  it('answers 400 with the message for a bad range, and 404 for a market or vendor not the caller’s', async () => {
    const { manager, market, vendors } = await managerWithMarket(t);
    const url = `/market-managers/markets/${market.id}/vendors/${vendors.producer.id}/statement.pdf`;
    const backwards = await manager.api('GET', `${url}?start_date=2026-11-30&end_date=2026-11-01`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().detail).toContain(DATE_ORDER_MESSAGE);
    const noStart = await manager.api('GET', `${url}?end_date=2026-11-01`);
    expect(noStart.statusCode).toBe(400);
    expect(noStart.json().detail).toContain(STATEMENT_MESSAGES.startRequired);

    const stranger = await signedInManager(t);
    expect((await stranger.api('GET', `${url}?start_date=2026-11-01&end_date=2026-11-30`)).statusCode).toBe(
      404,
    );
    const own = await createMarket(stranger);
    const notTheirs = await stranger.api(
      'GET',
      `/market-managers/markets/${own.id}/vendors/${vendors.producer.id}/statement.pdf?start_date=2026-11-01&end_date=2026-11-30`,
    );
    expect(notTheirs.statusCode).toBe(404);
  });
});

describe('statements e-mailed to the vendors of a market', () => {
  it('sends one mail with the PDF to each vendor with an address, skips the one without, and reports done', async () => {
    const { manager, market, vendors, accountVendor } = await marketOfFive(t);
    await checkout(manager, market, vendors.producer.market_vendor_id, '2026-11-14', 100);

    const started = await startSend(manager, market.id);
    expect(started).toEqual({
      message: STATEMENT_MESSAGES.started(4),
      data: { id: expect.any(String), total: 5, skipped: 1 },
    });
    await settleBackgroundTasks(t.app.ctx);

    const mail = await t.sentMail();
    expect(mail.map((m) => m.to).sort()).toEqual(
      [
        'producer@example.com',
        'reseller@example.com',
        'service@example.com',
        accountVendor.user.email,
      ].sort(),
    );
    for (const m of mail) {
      expect(m.attachments).toEqual([
        {
          filename: expect.stringMatching(/^statement-.+-2026-11-10-to-2026-11-30\.pdf$/),
          contentType: 'application/pdf',
          size: expect.any(Number),
        },
      ]);
      expect(m.attachments?.[0]?.size).toBeGreaterThan(1000);
      expect(m.subject).toBe('Downtown Farmers Market: your statement for 11/10/2026 – 11/30/2026');
    }
    const toProducer = t.deliveredMail.find((m) => m.to === 'producer@example.com')!;
    expect(toProducer.replyTo).toBe(manager.manager.email);
    expect(toProducer.text).toContain(
      'Green Valley Produce owes Downtown Farmers Market $7.50 as of 11/30/2026.',
    );
    expect(mail.find((m) => m.to === 'producer@example.com')?.attachments?.[0]?.filename).toBe(
      'statement-green-valley-produce-2026-11-10-to-2026-11-30.pdf',
    );

    expect(await progress(manager, started.data.id)).toEqual({
      id: started.data.id,
      market_id: market.id,
      start_date: RANGE.start_date,
      end_date: RANGE.end_date,
      total: 5,
      sent: 4,
      skipped: 1,
      failed: 0,
      done: true,
      failures: [],
    });
    // Each statement e-mailed took a place in the account's mail budget (the vendor without an address none).
    expect((await t.db.select().from(managerMailSends)).map((send) => send.mails)).toEqual([4]);
  });

  it('sends only to the vendors named, and refuses vendors of another market and bad ranges', async () => {
    const { manager, market, vendors } = await marketOfFive(t);
    const one = await startSend(manager, market.id, { ...RANGE, vendor_ids: [vendors.reseller.id] });
    expect(one.data).toMatchObject({ total: 1, skipped: 0 });
    expect(one.message).toBe(STATEMENT_MESSAGES.started(1));
    await settleBackgroundTasks(t.app.ctx);
    expect((await t.sentMail()).map((m) => m.to)).toEqual(['reseller@example.com']);

    const send = (body: Record<string, unknown>) =>
      manager.api('POST', `/market-managers/markets/${market.id}/statements/send`, body);
    const other = await createMarket(manager, { name: 'Riverside' });
    const elsewhere = await manager.api('POST', `/market-managers/markets/${other.id}/statements/send`, {
      ...RANGE,
      vendor_ids: [vendors.reseller.id],
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().detail).toBe(STATEMENT_MESSAGES.vendorsNotAtMarket);
    const backwards = await send({ start_date: '2026-11-30', end_date: '2026-11-01' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().detail).toContain(DATE_ORDER_MESSAGE);
    const noEnd = await send({ start_date: '2026-11-30' });
    expect(noEnd.statusCode).toBe(400);
    expect(noEnd.json().detail).toContain(STATEMENT_MESSAGES.endRequired);
    const empty = await send({ ...RANGE, vendor_ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toContain(STATEMENT_MESSAGES.vendorsRequired);
    await settleBackgroundTasks(t.app.ctx);
    expect(await t.sentMail()).toHaveLength(1);
  });

  it('refuses a batch larger than what is left of the mail budget, whole, and sends a smaller one', async () => {
    const { manager, market, vendors } = await marketOfFive(t);
    // Three places left; the batch would mail four vendors.
    await t.db
      .insert(managerMailSends)
      .values({ managerId: manager.manager.id, sentAt: t.clock.now(), mails: MAIL_BUDGET.paid - 3 });
    const refused = await manager.api('POST', `/market-managers/markets/${market.id}/statements/send`, RANGE);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ mail_limit: MAIL_BUDGET.paid, mails_sent: MAIL_BUDGET.paid - 3 });
    expect(refused.headers['retry-after']).toBeDefined();
    await settleBackgroundTasks(t.app.ctx);
    expect(await t.sentMail()).toHaveLength(0);

    const named = { ...RANGE, vendor_ids: [vendors.producer.id, vendors.reseller.id] };
    await startSend(manager, market.id, named);
    await settleBackgroundTasks(t.app.ctx);
    expect(await t.sentMail()).toHaveLength(2);
  });

  it('sends a market statements a few times a day at most, then again after 24 hours', async () => {
    const { manager, market, vendors } = await marketOfFive(t);
    const one = { ...RANGE, vendor_ids: [vendors.producer.id] };
    for (let i = 0; i < MAX_STATEMENT_SENDS_PER_DAY; i += 1) {
      await startSend(manager, market.id, one);
      await settleBackgroundTasks(t.app.ctx);
    }
    const refused = await manager.api('POST', `/market-managers/markets/${market.id}/statements/send`, RANGE);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().detail).toBe(STATEMENT_MESSAGES.tooManySends);
    expect(await t.sentMail()).toHaveLength(MAX_STATEMENT_SENDS_PER_DAY);
    // A day later the batches have aged out of the count.
    await t.db
      .update(statementSends)
      .set({ createdAt: new Date(t.clock.now().getTime() - 24 * 60 * 60 * 1000 - 1000) });
    await startSend(manager, market.id, one);
  });

  it("never starts, reads or sends another manager's statements", async () => {
    const { manager, market, vendors } = await marketOfFive(t);
    const started = await startSend(manager, market.id, { ...RANGE, vendor_ids: [vendors.producer.id] });
    await settleBackgroundTasks(t.app.ctx);
    const stranger = await signedInManager(t);
    const send = await stranger.api('POST', `/market-managers/markets/${market.id}/statements/send`, RANGE);
    expect(send.statusCode).toBe(404);
    const read = await stranger.api('GET', `/market-managers/statement-sends/${started.data.id}`);
    expect(read.statusCode).toBe(404);
    // The stranger's own market, naming the manager's vendor: not a vendor of that market.
    const own = await createMarket(stranger);
    const named = await stranger.api('POST', `/market-managers/markets/${own.id}/statements/send`, {
      ...RANGE,
      vendor_ids: [vendors.producer.id],
    });
    expect(named.statusCode).toBe(400);
    await settleBackgroundTasks(t.app.ctx);
    expect((await t.sentMail()).map((m) => m.to)).toEqual(['producer@example.com']);
  });
});

describe('a batch while it runs, and when mail fails', () => {
  // A mailer that fails for one address and holds the mail to another until released, so a test can read the
  // progress mid-way without timing.
  function gatedMailer({ failFor, holdFor }: { failFor: string; holdFor: string }) {
    const sent: MailMessage[] = [];
    const { promise: released, resolve: release } = deferred();
    const { promise: holding, resolve: held } = deferred();
    const mailer: Mailer = {
      kind: 'smtp',
      send: async (message) => {
        if (message.to === failFor) throw new Error('550 mailbox unavailable');
        if (message.to === holdFor) {
          held();
          await released;
        }
        sent.push(message);
      },
    };
    return { mailer, sent, release, holding };
  }

  it('counts a failed mail with its reason and sends the rest; shows progress mid-way and refuses a second batch to the same vendors', async () => {
    // Statements go out by vendor name: Green Valley Produce, Knife Sharpening Sam, Quiet Acres (no address),
    // Rise & Shine Bakery, then the account vendor ("vendor…" names sort last).
    const gate = gatedMailer({ failFor: 'service@example.com', holdFor: 'reseller@example.com' });
    const app = await buildTestApp({ mailer: gate.mailer });
    try {
      const { manager, market } = await marketOfFive(app);
      const send = () =>
        app.app.inject({
          method: 'POST',
          url: `/market-managers/markets/${market.id}/statements/send`,
          headers: { authorization: `Bearer ${manager.token}` },
          payload: RANGE,
        });
      // The batch's progress: of the five, one has no address (skipped) and one's mail failed.
      const withOneFailure = (sent: number, done: boolean) => ({
        total: 5,
        sent,
        skipped: 1,
        failed: 1,
        done,
        failures: [{ vendor_name: 'Knife Sharpening Sam', reason: STATEMENT_MESSAGES.mailFailed }],
      });
      const response = await send();
      expect(response.statusCode, response.body).toBe(202);
      const { id } = (response.json() as StatementSendStarted).data;
      await gate.holding;

      const midway = await progress(manager, id, app);
      expect(midway).toMatchObject(withOneFailure(1, false));
      const again = await send();
      expect(again.statusCode).toBe(409);
      expect(again.json().detail).toBe(STATEMENT_MESSAGES.alreadySending);

      // No progress for longer than a batch may stall: the process that ran it is taken for gone, and the
      // statements still waiting are reported as not sent.
      // (Signed in again: the access token has expired by then.)
      app.clock.advance(STATEMENT_STALL_MS + 1000);
      const later = { token: (await tokensFor(app, manager.user.username)).access_token };
      const stalled = await progress(later, id, app);
      expect(stalled).toMatchObject({ sent: 1, failed: 3, done: true });
      expect(stalled.failures.map((f) => f.reason)).toEqual([
        STATEMENT_MESSAGES.mailFailed,
        STATEMENT_MESSAGES.interrupted,
        STATEMENT_MESSAGES.interrupted,
      ]);

      gate.release();
      await settleBackgroundTasks(app.app.ctx);
      const after = await progress(later, id, app);
      expect(after).toMatchObject(withOneFailure(3, true));
      expect(gate.sent.map((m) => m.to)).toContain('reseller@example.com');
      expect(gate.sent).toHaveLength(3);
      expect(gate.sent.every((m) => m.attachments?.[0]?.contentType === 'application/pdf')).toBe(true);
    } finally {
      gate.release();
      await app.close();
    }
  });
});
