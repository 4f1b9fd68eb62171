import { type Balances, CARD_PAYMENT_MESSAGES, isoDateInZone } from '@marketday/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookCheckout, recordPayment } from '../../../test/balance-fixtures';
import { createClock } from '../../../test/build-test-app';
import { signedInVendor, type VendorClient } from '../../../test/clients';
import { type FakeStripe, signedDelivery, startFakeStripe } from '../../../test/fake-stripe';
import { createMarket, type ManagerClient, signedInManager } from '../../../test/market-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { joinMarket } from '../../../test/vendor-self-fixtures';
import { vendorPayments } from '../../db/schema';

// Issue 31 item 5 (docs/decisions/035-vendor-card-payments.md): a vendor pays what they owe a market by card through
// Stripe Checkout (the official package against the local fake); Stripe's signed webhook books the payment once,
// however often it is delivered, and the manager's balances show it.

const SECRET = 'whsec_test_card_payments';
const ZONE = 'America/Los_Angeles';
// 06:30 UTC today: still yesterday evening in Los Angeles, so "today at the market" is not the UTC date.
function marketEvening() {
  const at = new Date();
  at.setUTCHours(6, 30, 0, 0);
  return at;
}

// The app and the fake Stripe read one clock, as the server and Stripe share the real time.
let clock = createClock(marketEvening());
let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await startFakeStripe({ now: () => clock.now(), prices: [] });
});
afterAll(async () => {
  await stripe.close();
});

async function balanceOf(manager: ManagerClient, marketId: string, vendorId: string) {
  const response = await manager.api('GET', `/market-managers/markets/${marketId}/balances`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Balances).balances.find((b) => b.vendor_id === vendorId)?.balance;
}

const payUrl = (marketId: string) => `/vendors/self/markets/${marketId}/card-payment`;

describe('card payments with Stripe configured', () => {
  const t = useTestApp(() => {
    clock = createClock(marketEvening());
    return {
      clock,
      env: {
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_API_HOST: '127.0.0.1',
        STRIPE_API_PORT: String(stripe.port),
        STRIPE_API_PROTOCOL: 'http',
        STRIPE_WEBHOOK_SECRET: SECRET,
      },
    };
  });

  // A producer at the manager's market who owes it $13.50: 6% of a $200 gross and the $1.50 gov fee.
  async function vendorWhoOwes() {
    const manager = await signedInManager(t);
    const market = await createMarket(manager);
    const vendor = await signedInVendor(t);
    const marketVendorId = await joinMarket(t.db, { vendorId: vendor.vendor.id, marketId: market.id });
    const lastWeek = isoDateInZone(new Date(t.clock.now().getTime() - 7 * 24 * 60 * 60 * 1000), ZONE);
    await bookCheckout(manager, market, marketVendorId, lastWeek, 200);
    return { manager, market, vendor, marketVendorId };
  }

  const deliver = (payload: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/webhooks/stripe', headers, payload });

  async function openSession(vendor: VendorClient, marketId: string) {
    const response = await vendor.api('POST', payUrl(marketId));
    expect(response.statusCode, response.body).toBe(200);
    const { url } = response.json() as { url: string };
    const session = [...stripe.checkoutSessions.values()].find((s) => s.url === url);
    if (!session) throw new Error(`no session behind ${url}`);
    return session;
  }

  it('opens a Checkout Session for what the vendor owes; the webhook delivered twice books it once', async () => {
    const { manager, market, vendor, marketVendorId } = await vendorWhoOwes();
    expect(await balanceOf(manager, market.id, vendor.vendor.id)).toBe(13.5);
    const own = (await vendor.api('GET', '/vendors/self/balances')).json();
    expect(own).toEqual([
      expect.objectContaining({ market_id: market.id, balance: 13.5, card_payments: true }),
    ]);

    const session = await openSession(vendor, market.id);
    expect(session).toMatchObject({
      mode: 'payment',
      amount_total: 1350,
      currency: 'usd',
      client_reference_id: marketVendorId,
      metadata: {
        market_vendor_id: marketVendorId,
        market_id: market.id,
        vendor_id: vendor.vendor.id,
        manager_id: manager.manager.id,
        amount_cents: '1350',
      },
      success_url: `http://marketday.test/transactions?card_payment=paid&market_id=${market.id}`,
      cancel_url: `http://marketday.test/transactions?card_payment=cancelled&market_id=${market.id}`,
    });
    // Opening the session books nothing.
    expect(await balanceOf(manager, market.id, vendor.vendor.id)).toBe(13.5);

    const event = stripe.payCheckout(session.id);
    // Signed with another secret, or the body changed after signing: refused, nothing booked.
    const forged = signedDelivery(event, 'whsec_someone_else');
    expect((await deliver(forged.payload, forged.headers)).statusCode).toBe(400);
    const genuine = signedDelivery(event, SECRET);
    const tampered = genuine.payload.replace('"amount_total": 1350', '"amount_total": 135000');
    expect(tampered).not.toBe(genuine.payload);
    const refused = await deliver(tampered, genuine.headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe(CARD_PAYMENT_MESSAGES.badSignature);
    const { 'stripe-signature': _, ...unsigned } = genuine.headers;
    expect((await deliver(genuine.payload, unsigned)).statusCode).toBe(400);
    expect(await t.db.select().from(vendorPayments)).toEqual([]);

    // Stripe retries until it hears 200: the same event twice is one payment.
    for (let delivery = 0; delivery < 2; delivery += 1) {
      const answer = await deliver(genuine.payload, genuine.headers);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({ received: true });
    }
    const rows = await t.db
      .select()
      .from(vendorPayments)
      .where(eq(vendorPayments.stripeSessionId, session.id));
    expect(rows).toHaveLength(1);
    expect(await balanceOf(manager, market.id, vendor.vendor.id)).toBe(0);

    // The manager sees it like any payment: from the vendor, by card, dated today at the market.
    const today = isoDateInZone(t.clock.now(), ZONE);
    expect(today).not.toBe(t.clock.now().toISOString().slice(0, 10));
    const account = await manager.api(
      'GET',
      `/market-managers/markets/${market.id}/vendors/${vendor.vendor.id}/account`,
    );
    expect(account.json().entries.at(-1)).toMatchObject({
      kind: 'PAYMENT',
      date: today,
      payment: {
        direction: 'FROM_VENDOR',
        amount: 13.5,
        method: 'CARD',
        note: CARD_PAYMENT_MESSAGES.note,
      },
      balance: 0,
    });

    // Paid up: nothing more to pay by card.
    const again = await vendor.api('POST', payUrl(market.id));
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe(CARD_PAYMENT_MESSAGES.nothingOwed);
  });

  it('books a session paid after the balance changed for what the card paid, and ignores unpaid sessions', async () => {
    const { manager, market, vendor } = await vendorWhoOwes();
    const session = await openSession(vendor, market.id);
    // Still open (the buyer has not paid): a completed event that is not paid books nothing.
    const unpaid = signedDelivery(
      {
        id: 'evt_unpaid',
        object: 'event',
        type: 'checkout.session.completed',
        data: { object: { ...session } },
      },
      SECRET,
    );
    expect((await deliver(unpaid.payload, unpaid.headers)).statusCode).toBe(200);
    expect(await t.db.select().from(vendorPayments)).toEqual([]);

    // The manager took $3.50 in cash meanwhile; the card still paid $13.50, so the market now owes $3.50 back.
    await recordPayment(manager, market.id, {
      vendor_id: vendor.vendor.id,
      direction: 'FROM_VENDOR',
      amount: 3.5,
      paid_on: isoDateInZone(t.clock.now(), ZONE),
    });
    const paid = signedDelivery(stripe.payCheckout(session.id), SECRET);
    expect((await deliver(paid.payload, paid.headers)).statusCode).toBe(200);
    expect(await balanceOf(manager, market.id, vendor.vendor.id)).toBe(-3.5);
  });

  it('refuses a market the vendor does not sell at, a balance too small for a card, and non-vendors', async () => {
    const { manager, market, vendor } = await vendorWhoOwes();
    const sessionsBefore = stripe.checkoutSessions.size;
    // Another vendor's market, and another manager's market: not theirs to pay.
    const other = await signedInVendor(t);
    expect((await other.api('POST', payUrl(market.id))).statusCode).toBe(404);
    const elsewhere = await createMarket(await signedInManager(t));
    expect((await vendor.api('POST', payUrl(elsewhere.id))).statusCode).toBe(404);
    expect((await manager.api('POST', payUrl(market.id))).statusCode).toBe(403);

    // $0.30 left: below Stripe's smallest charge.
    await recordPayment(manager, market.id, {
      vendor_id: vendor.vendor.id,
      direction: 'FROM_VENDOR',
      amount: 13.2,
      paid_on: isoDateInZone(t.clock.now(), ZONE),
    });
    const small = await vendor.api('POST', payUrl(market.id));
    expect(small.statusCode).toBe(400);
    expect(small.json().detail).toBe(CARD_PAYMENT_MESSAGES.belowMinimum);
    // Overpaid: the market owes the vendor, who owes nothing.
    await recordPayment(manager, market.id, {
      vendor_id: vendor.vendor.id,
      direction: 'FROM_VENDOR',
      amount: 5,
      paid_on: isoDateInZone(t.clock.now(), ZONE),
    });
    const owed = await vendor.api('POST', payUrl(market.id));
    expect(owed.statusCode).toBe(400);
    expect(owed.json().detail).toBe(CARD_PAYMENT_MESSAGES.nothingOwed);
    expect(stripe.checkoutSessions.size).toBe(sessionsBefore);
  });
});

describe('card payments without Stripe', () => {
  const t = useTestApp();

  it('offers no card payment: the flag is off, the route and the webhook refuse', async () => {
    const manager = await signedInManager(t);
    const market = await createMarket(manager);
    const vendor = await signedInVendor(t);
    await joinMarket(t.db, { vendorId: vendor.vendor.id, marketId: market.id });
    const own = (await vendor.api('GET', '/vendors/self/balances')).json();
    expect(own).toEqual([expect.objectContaining({ market_id: market.id, card_payments: false })]);
    const refused = await vendor.api('POST', payUrl(market.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toBe(CARD_PAYMENT_MESSAGES.unavailable);
    const delivery = signedDelivery(
      { id: 'evt_1', object: 'event', type: 'ping', data: { object: {} } },
      SECRET,
    );
    const hook = await t.app.inject({ method: 'POST', url: '/webhooks/stripe', ...delivery });
    expect(hook.statusCode).toBe(404);
  });
});
