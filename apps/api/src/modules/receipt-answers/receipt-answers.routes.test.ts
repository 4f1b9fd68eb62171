import { RECEIPT_ANSWER_MESSAGES } from '@marketday/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/build-test-app';
import { inboxOf, signedInStaff, signedInVendor, type VendorClient } from '../../../test/clients';
import { createMarket, type ManagerClient, signedInManager } from '../../../test/market-fixtures';
import { openTestApps } from '../../../test/use-test-app';
import { joinMarket } from '../../../test/vendor-self-fixtures';
import { notifications, vendors } from '../../db/schema';
import { announceReceipt } from './index';

const openApp = openTestApps();
const DATE = '2026-11-14';

// A vendor with an account at one manager's market, with one checkout booked.
async function bookedCheckout(t: TestApp) {
  const manager = await signedInManager(t);
  const market = await createMarket(manager);
  const vendor = await signedInVendor(t);
  const marketVendorId = await joinMarket(t.db, { vendorId: vendor.vendor.id, marketId: market.id });
  const booked = await manager.api('POST', `/market-managers/transactions/${market.id}`, {
    market_vendor_id: marketVendorId,
    market_date: DATE,
    reported_gross: 500,
    tokens: [],
  });
  if (booked.statusCode !== 201) throw new Error(booked.body);
  const transactionId = booked.json().data.id as string;
  return { manager, market, vendor, marketVendorId, transactionId };
}

const answer = (vendor: VendorClient, transactionId: string, body: unknown) =>
  vendor.api('POST', `/vendors/self/receipts/${transactionId}/acknowledge`, body);

async function receiptOf(vendor: VendorClient, transactionId: string) {
  const rows = (await vendor.api('GET', '/vendors/self/transactions')).json().data;
  return rows.find((row: { id: string }) => row.id === transactionId).receipt;
}

const disputesOf = async (manager: { api: ManagerClient['api'] }, query = '') =>
  (await manager.api('GET', `/market-managers/receipt-disputes${query}`)).json();

describe('the vendor answers a receipt', () => {
  it('agrees once; the transaction read shows the answer; a second answer to the same version is 409', async () => {
    const t = await openApp();
    const { vendor, transactionId } = await bookedCheckout(t);
    expect(await receiptOf(vendor, transactionId)).toEqual({
      version: 1,
      answer: null,
      changed_since_answer: false,
      adjust_reason: null,
    });

    const agreed = await answer(vendor, transactionId, { agree: true });
    expect(agreed.statusCode).toBe(201);
    expect(agreed.json()).toMatchObject({
      message: 'Thanks. You agreed to this receipt.',
      data: { transaction_id: transactionId, version: 1, answer: 'agreed', note: null, resolved_at: null },
    });
    expect(await receiptOf(vendor, transactionId)).toMatchObject({
      version: 1,
      answer: { answer: 'agreed', version: 1 },
      changed_since_answer: false,
    });

    const again = await answer(vendor, transactionId, { agree: false, note: 'Actually the gross was $450' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(
      'You have already answered this version of the receipt. If the market changes the checkout, you can answer the new version.',
    );
  });

  it('a dispute needs a note, and a note has a length limit', async () => {
    const t = await openApp();
    const { vendor, transactionId } = await bookedCheckout(t);
    for (const note of [undefined, null, '', '   ']) {
      const refused = await answer(vendor, transactionId, { agree: false, note });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().detail).toBe('Say what is wrong with this receipt');
    }
    const long = await answer(vendor, transactionId, { agree: false, note: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().detail).toBe('The note must be at most 1000 characters');
    expect((await receiptOf(vendor, transactionId)).answer).toBeNull();
  });

  it('another vendor’s checkout and an unknown id are not found', async () => {
    const t = await openApp();
    const { transactionId } = await bookedCheckout(t);
    const stranger = await signedInVendor(t);
    expect((await answer(stranger, transactionId, { agree: true })).statusCode).toBe(404);
    expect((await answer(stranger, crypto.randomUUID(), { agree: true })).statusCode).toBe(404);
    expect((await answer(stranger, 'nope', { agree: true })).statusCode).toBe(400);
  });

  it('after the market overwrites the checkout the vendor sees the change and answers the new version', async () => {
    const t = await openApp();
    const { manager, vendor, marketVendorId, transactionId } = await bookedCheckout(t);
    await answer(vendor, transactionId, { agree: false, note: 'My gross was $450' });

    const rewritten = await manager.api(
      'PUT',
      `/market-managers/transactions?market_vendor_id=${marketVendorId}&market_date=${DATE}`,
      { market_vendor_id: marketVendorId, market_date: DATE, reported_gross: 450, tokens: [] },
    );
    expect(rewritten.statusCode).toBe(200);
    expect(await receiptOf(vendor, transactionId)).toMatchObject({
      version: 2,
      answer: { answer: 'disputed', version: 1, note: 'My gross was $450' },
      changed_since_answer: true,
    });

    // An answer to the version the vendor was shown before the change is refused, not moved onto version 2.
    const late = await answer(vendor, transactionId, { agree: true, version: 1 });
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe(RECEIPT_ANSWER_MESSAGES.changedMeanwhile);

    const agreed = await answer(vendor, transactionId, { agree: true, version: 2 });
    expect(agreed.statusCode).toBe(201);
    expect(agreed.json().data).toMatchObject({ version: 2, answer: 'agreed' });
    expect(await receiptOf(vendor, transactionId)).toMatchObject({
      version: 2,
      answer: { answer: 'agreed', version: 2 },
      changed_since_answer: false,
    });
  });
});

describe('the manager sees disputes', () => {
  it('lists an open dispute with its checkout, shows it in the history, and resolving removes it', async () => {
    const t = await openApp();
    const { manager, market, vendor, transactionId } = await bookedCheckout(t);
    expect(await disputesOf(manager)).toEqual([]);
    await answer(vendor, transactionId, { agree: false, note: 'Two CalFresh tokens missing' });

    const [dispute, ...more] = await disputesOf(manager);
    expect(more).toEqual([]);
    expect(dispute).toEqual({
      id: expect.any(String),
      transaction_id: transactionId,
      market_id: market.id,
      market_name: market.name,
      vendor_id: vendor.vendor.id,
      vendor_name: expect.any(String),
      market_date: DATE,
      version: 1,
      current_version: 1,
      note: 'Two CalFresh tokens missing',
      answered_at: expect.any(String),
    });
    expect(await disputesOf(manager, `?market_id=${crypto.randomUUID()}`)).toEqual([]);

    const history = (
      await manager.api('GET', `/market-managers/transactions/${transactionId}/history`)
    ).json();
    expect(history.receipt_answers).toEqual([
      expect.objectContaining({ answer: 'disputed', note: 'Two CalFresh tokens missing', version: 1 }),
    ]);
    expect(history.data.map((e: { action: string }) => e.action)).toEqual(['create']);

    const resolved = await manager.api('POST', `/market-managers/receipt-disputes/${dispute.id}/resolve`);
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toEqual({ message: 'Dispute marked resolved' });
    expect(await disputesOf(manager)).toEqual([]);
    const twice = await manager.api('POST', `/market-managers/receipt-disputes/${dispute.id}/resolve`);
    expect(twice.statusCode).toBe(409);
    const after = (await manager.api('GET', `/market-managers/transactions/${transactionId}/history`)).json();
    expect(after.receipt_answers[0].resolved_at).toEqual(expect.any(String));
  });

  it('an agreement is no dispute, and another account’s manager neither sees nor resolves one', async () => {
    const t = await openApp();
    const { manager, vendor, transactionId } = await bookedCheckout(t);
    const other = await bookedCheckout(t);
    await answer(other.vendor, other.transactionId, { agree: true });
    await answer(vendor, transactionId, { agree: false, note: 'Wrong fee' });

    const stranger = await signedInManager(t);
    expect(await disputesOf(stranger)).toEqual([]);
    expect(await disputesOf(other.manager)).toEqual([]);
    const [dispute] = await disputesOf(manager);
    const refused = await stranger.api('POST', `/market-managers/receipt-disputes/${dispute.id}/resolve`);
    expect(refused.statusCode).toBe(404);
    const history = await stranger.api('GET', `/market-managers/transactions/${transactionId}/history`);
    expect(history.statusCode).toBe(404);
    expect(await disputesOf(manager)).toHaveLength(1);
  });

  it('staff see and resolve the disputes of their markets only', async () => {
    const t = await openApp();
    const { manager, market, vendor, transactionId } = await bookedCheckout(t);
    const elsewhere = await createMarket(manager, { name: 'Riverside Market' });
    await answer(vendor, transactionId, { agree: false, note: 'Wrong fee' });
    const managerId = manager.manager.id;
    const away = await signedInStaff(t, { managerId, role: 'STAFF', marketIds: [elsewhere.id] });
    const here = await signedInStaff(t, { managerId, role: 'STAFF', marketIds: [market.id] });

    expect(await disputesOf(away)).toEqual([]);
    const [dispute] = await disputesOf(here);
    expect(dispute.transaction_id).toBe(transactionId);
    const refused = await away.api('POST', `/market-managers/receipt-disputes/${dispute.id}/resolve`);
    expect(refused.statusCode).toBe(404);
    const resolved = await here.api('POST', `/market-managers/receipt-disputes/${dispute.id}/resolve`);
    expect(resolved.statusCode).toBe(200);
  });
});

describe('the receipt reaches the vendor', () => {
  const TITLE = 'Your receipt for Downtown Farmers Market on 11/14/2026: agree or dispute';
  const noticesTo = (t: TestApp, userId: string) =>
    t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.recipientId, userId), eq(notifications.title, TITLE)));

  it('puts a notice in the vendor’s inbox and e-mails them, unless their settings say no', async () => {
    const t = await openApp();
    const { vendor, transactionId } = await bookedCheckout(t);
    const mail = { mailer: t.app.mailer, appUrl: 'https://marketday.test' };
    const receiptMails = async () => (await t.sentMail()).filter((m) => m.subject === TITLE);
    const inbox = async () =>
      (await inboxOf(t, vendor.user.username)).filter((n: { title: string }) => n.title === TITLE);
    const [noticesBefore, mailsBefore] = [(await inbox()).length, (await receiptMails()).length];

    await announceReceipt({ db: t.db, transactionId, now: t.clock.now(), mail });
    expect(await inbox()).toHaveLength(noticesBefore + 1);
    const sent = await receiptMails();
    expect(sent).toHaveLength(mailsBefore + 1);
    expect(sent.at(-1)?.to).toBe(vendor.user.email);
    expect(sent.at(-1)?.text).toContain('https://marketday.test/transactions');

    await t.db
      .update(vendors)
      .set({ settings: { phone_public: false, email_notifications: false, directory_listed: false } })
      .where(eq(vendors.id, vendor.vendor.id));
    await announceReceipt({ db: t.db, transactionId, now: t.clock.now(), mail });
    expect(await inbox()).toHaveLength(noticesBefore + 2);
    expect(await receiptMails()).toHaveLength(mailsBefore + 1);
  });

  it('a vendor without an account gets no notice', async () => {
    const t = await openApp();
    const { transactionId, vendor } = await bookedCheckout(t);
    await t.db.update(vendors).set({ userId: null }).where(eq(vendors.id, vendor.vendor.id));
    const before = (await noticesTo(t, vendor.user.id)).length;
    await announceReceipt({ db: t.db, transactionId, now: t.clock.now() });
    expect(await noticesTo(t, vendor.user.id)).toHaveLength(before);
  });
  it('booking the checkout and overwriting it each bring the receipt to the vendor, a replayed submit does not', async () => {
    const t = await openApp();
    const manager = await signedInManager(t);
    const market = await createMarket(manager);
    const vendor = await signedInVendor(t);
    const marketVendorId = await joinMarket(t.db, { vendorId: vendor.vendor.id, marketId: market.id });
    const title = 'Your receipt for Downtown Farmers Market on 11/14/2026: agree or dispute';
    const notices = async () =>
      (await inboxOf(t, vendor.user.username)).filter((n: { title: string }) => n.title === title);
    const checkout = { market_vendor_id: marketVendorId, market_date: DATE, reported_gross: 500, tokens: [] };
    const submit = () =>
      t.app.inject({
        method: 'POST',
        url: `/market-managers/transactions/${market.id}`,
        headers: { authorization: `Bearer ${manager.token}`, 'idempotency-key': 'receipt-once-1' },
        payload: checkout,
      });
    expect((await submit()).statusCode).toBe(201);
    expect(await notices()).toHaveLength(1);
    expect((await t.sentMail()).filter((m) => m.subject === title)).toHaveLength(1);
    expect((await submit()).statusCode).toBe(201);
    expect(await notices()).toHaveLength(1);

    const rewritten = await manager.api(
      'PUT',
      `/market-managers/transactions?market_vendor_id=${marketVendorId}&market_date=${DATE}`,
      { ...checkout, reported_gross: 450 },
    );
    expect(rewritten.statusCode).toBe(200);
    expect(await notices()).toHaveLength(2);
  });
});

describe('the receipt’s e-mail in the vendor’s language (docs/i18n.md)', () => {
  it('writes a Spanish-speaking vendor in Spanish and an English-speaking one in today’s English', async () => {
    const t = await openApp();
    const mail = { mailer: t.app.mailer, appUrl: 'https://marketday.test' };
    const spanish = await bookedCheckout(t);
    const english = await bookedCheckout(t);
    await t.db.update(vendors).set({ language: 'es' }).where(eq(vendors.id, spanish.vendor.vendor.id));
    await announceReceipt({ db: t.db, transactionId: spanish.transactionId, now: t.clock.now(), mail });
    await announceReceipt({ db: t.db, transactionId: english.transactionId, now: t.clock.now(), mail });
    const sent = await t.sentMail();
    const last = (email: string) => sent.filter((m) => m.to === email).at(-1);

    const toSpanish = last(spanish.vendor.user.email);
    expect(toSpanish?.subject).toBe(
      'Su recibo de Downtown Farmers Market del 14 nov 2026: acéptelo u objételo',
    );
    expect(toSpanish?.text).toBe(
      'Su recibo de Downtown Farmers Market del 14 nov 2026: acéptelo u objételo\n\nAbra sus transacciones para aceptar el recibo u objetarlo: https://marketday.test/transactions',
    );
    const toEnglish = last(english.vendor.user.email);
    const title = RECEIPT_ANSWER_MESSAGES.noticeTitle('Downtown Farmers Market', DATE);
    expect(toEnglish?.subject).toBe(title);
    expect(toEnglish?.text).toBe(
      `${title}\n\nOpen your transactions to agree to the receipt or dispute it: https://marketday.test/transactions`,
    );
  });
});
