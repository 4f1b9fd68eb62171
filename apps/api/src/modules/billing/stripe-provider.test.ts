import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DAY_MS,
  type ManagerApi,
  managerApi,
  signUpManager,
  subscriptionOf,
} from '../../../test/billing-helpers';
import { buildTestApp, createClock, type TestApp } from '../../../test/build-test-app';
import { type FakeStripe, startFakeStripe } from '../../../test/fake-stripe';
import { subscriptions } from '../../db/schema';
import { createBillingProvider } from './create-billing-provider';

const START = new Date('2026-04-01T15:30:00Z');
const PERIOD_END = new Date(START.getTime() + 30 * DAY_MS);
const HOUR_MS = 60 * 60 * 1000;
const unix = (date: Date) => Math.floor(date.getTime() / 1000);

let t: TestApp;
let stripe: FakeStripe;
let api: ManagerApi;

beforeEach(async () => {
  const clock = createClock(START);
  stripe = await startFakeStripe({
    now: clock.now,
    prices: [
      { id: 'price_md', object: 'price', unit_amount: 4900, lookup_key: null, currency: 'usd' },
      { id: 'price_lg', object: 'price', unit_amount: 7900, lookup_key: null, currency: 'usd' },
      // Found by its lookup key: no STRIPE_PRICE_SEASONAL_SM is set.
      {
        id: 'price_seasonal',
        object: 'price',
        unit_amount: 3500,
        lookup_key: 'seasonal_sm',
        currency: 'usd',
      },
    ],
  });
  t = await buildTestApp({
    clock,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_API_HOST: '127.0.0.1',
      STRIPE_API_PORT: String(stripe.port),
      STRIPE_API_PROTOCOL: 'http',
      STRIPE_PRICE_YEAR_ROUND_MD: 'price_md',
      STRIPE_PRICE_YEAR_ROUND_LG: 'price_lg',
      STRIPE_PRICE_YEAR_ROUND_XL: 'price_missing',
    },
  });
  api = managerApi(t, await signUpManager(t, 'stripeuser'));
});
afterEach(async () => {
  await t.close();
  await stripe.close();
});

const callsTo = (path: string, method = 'POST') =>
  stripe.calls.filter((call) => call.path === path && call.method === method);
const rowOf = async () => (await t.db.select().from(subscriptions))[0];

describe('the Stripe billing provider', () => {
  it('creates a customer and a subscription, previews and changes the plan, cancels and opens the portal', async () => {
    const preview = await api('GET', '/users/subscription_proration_preview?plan=year_round_md');
    expect(preview.json()).toMatchObject({ kind: 'new', amount_due_now: 49, new_monthly_price: 49 });
    expect(callsTo('/v1/invoices/create_preview')[0]?.params).toMatchObject({
      subscription_details: { items: [{ price: 'price_md' }] },
    });

    const created = await api('POST', '/users/create_stripe_subscription', { plan: 'year_round_md' });
    expect(created.json().message).toBe('Subscription created successfully.');
    expect(callsTo('/v1/customers')[0]?.params).toMatchObject({
      email: 'stripeuser@example.com',
      name: 'Rosa Diaz',
      metadata: { manager_id: expect.any(String) },
    });
    expect(callsTo('/v1/subscriptions')[0]?.params).toMatchObject({
      customer: 'cus_1',
      items: [{ price: 'price_md' }],
      metadata: { plan: 'year_round_md' },
      expand: ['customer'],
    });
    expect(await rowOf()).toMatchObject({
      provider: 'stripe',
      providerRef: 'sub_2',
      customerRef: 'cus_1',
      plan: 'year_round_md',
      status: 'active',
      currentPeriodStart: START,
      currentPeriodEnd: new Date(START.getTime() + 30 * DAY_MS),
    });
    expect(await subscriptionOf(api)).toMatchObject({
      status: 'active',
      provider: 'stripe',
      amount_due_next_billing: 49,
      renewal_date: new Date(START.getTime() + 30 * DAY_MS).toISOString(),
    });

    t.clock.advance(15 * DAY_MS);
    const upgrade = await api('GET', '/users/subscription_proration_preview?plan=year_round_lg');
    expect(callsTo('/v1/invoices/create_preview').at(-1)?.params).toEqual({
      customer: 'cus_1',
      subscription: 'sub_2',
      subscription_details: {
        items: [{ id: 'si_3', price: 'price_lg' }],
        proration_behavior: 'always_invoice',
        proration_date: String(unix(t.clock.now())),
      },
    });
    // Half the period is left: 49.00 / 2 back, 79.00 / 2 charged.
    expect(upgrade.json()).toMatchObject({
      kind: 'change',
      amount_due_now: 15,
      credit: 24.5,
      new_monthly_price: 79,
      lines: [
        { description: 'Unused time on price_md', amount: -24.5 },
        { description: 'Remaining time on price_lg', amount: 39.5 },
      ],
    });

    await api('POST', '/users/create_stripe_subscription', { plan: 'year_round_lg' });
    expect(callsTo('/v1/subscriptions/sub_2').at(-1)?.params).toMatchObject({
      items: [{ id: 'si_3', price: 'price_lg' }],
      proration_behavior: 'always_invoice',
      cancel_at_period_end: 'false',
      metadata: { plan: 'year_round_lg' },
    });
    expect(await rowOf()).toMatchObject({ plan: 'year_round_lg', status: 'active' });

    const cancelled = await api('GET', '/market-managers/account/subscription/cancel');
    expect(cancelled.json()).toMatchObject({
      message: 'Subscription cancelled successfully.',
      data: { subscription: { cancel_at_period_end: true, renewal_date: null } },
    });
    expect(callsTo('/v1/subscriptions/sub_2').at(-1)?.params).toMatchObject({ cancel_at_period_end: 'true' });
    expect(await rowOf()).toMatchObject({ cancelAtPeriodEnd: true, canceledAt: t.clock.now() });

    const portal = await api('GET', '/market-managers/account/portal?payment_only=true');
    expect(portal.json()).toEqual({ url: 'https://billing.example.test/cus_1' });
    expect(callsTo('/v1/billing_portal/sessions')[0]?.params).toEqual({
      customer: 'cus_1',
      return_url: 'http://marketday.test/account',
      flow_data: { type: 'payment_method_update' },
    });
  });

  it('keeps the trial at Stripe when billing starts at the trial end, and finds prices by lookup key', async () => {
    const trialEnd = new Date(START.getTime() + 14 * DAY_MS);
    const created = await api('POST', '/users/create_stripe_subscription', {
      plan: 'seasonal_sm',
      start_ts: unix(trialEnd),
    });
    expect(created.statusCode).toBe(200);
    expect(callsTo('/v1/prices', 'GET')[0]?.params).toMatchObject({ lookup_keys: ['seasonal_sm'] });
    expect(callsTo('/v1/subscriptions')[0]?.params).toMatchObject({
      items: [{ price: 'price_seasonal' }],
      trial_end: String(unix(trialEnd)),
    });
    expect(await rowOf()).toMatchObject({ status: 'trialing', trialEnd, plan: 'seasonal_sm' });
  });

  it('turns Stripe refusals into messages and reads back ended periods in the renewal step', async () => {
    const missing = await api('GET', '/users/subscription_proration_preview?plan=year_round_xl');
    expect(missing.statusCode).toBe(502);
    expect(missing.json().detail).toBe(
      "The billing provider refused the request: No such price: 'price_missing'",
    );
    const noPortal = await api('GET', '/market-managers/account/portal?payment_only=false');
    expect(noPortal.statusCode).toBe(409);
    expect(noPortal.json().detail).toBe('Choose a plan first: there is no billing account yet.');

    await api('POST', '/users/create_stripe_subscription', { plan: 'year_round_md' });
    await api('GET', '/market-managers/account/subscription/cancel');
    const sub = stripe.subscriptions.get('sub_2');
    if (!sub) throw new Error('no fake subscription');
    sub.status = 'canceled';
    const billing = createBillingProvider({ db: t.db, config: t.app.ctx.config, now: t.clock.now });
    const result = await billing.renewDue(new Date(START.getTime() + 31 * DAY_MS));
    expect(result).toMatchObject({ ended: 1 });
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.providerRef, 'sub_2'));
    expect(row?.status).toBe('canceled');
  });

  it('a checkout whose answers were lost is retried with the same keys: one customer, one subscription, one charge', async () => {
    // Stripe creates the subscription, but the answer never arrives, nor do those of the package's own retries.
    const isCreate = (call: { method: string; path: string }) =>
      call.method === 'POST' && call.path === '/v1/subscriptions';
    stripe.loseAnswers(3, isCreate);
    const lost = await api('POST', '/users/create_stripe_subscription', { plan: 'year_round_md' });
    expect(lost.statusCode).toBe(502);
    expect(stripe.subscriptions.size).toBe(1);

    // The manager tries again: the same keys get Stripe's first answers back instead of new objects.
    const retried = await api('POST', '/users/create_stripe_subscription', { plan: 'year_round_md' });
    expect(retried.statusCode).toBe(200);
    expect(stripe.customers.size).toBe(1);
    expect(stripe.subscriptions.size).toBe(1);
    expect(stripe.invoices.map((invoice) => invoice.amount_paid)).toEqual([4900]);
    const creates = stripe.calls.filter(isCreate);
    expect(creates.map((call) => call.replayed)).toEqual([false, true, true, true]);
    expect(new Set(creates.map((call) => call.idempotencyKey)).size).toBe(1);
    expect(creates[0]?.idempotencyKey).toMatch(/^subscription-/);
    const customerCalls = callsTo('/v1/customers');
    expect(customerCalls.map((call) => call.replayed)).toEqual([false, true]);
    expect(customerCalls[1]?.idempotencyKey).toBe(customerCalls[0]?.idempotencyKey);
    expect(await rowOf()).toMatchObject({
      providerRef: [...stripe.subscriptions.keys()][0],
      customerRef: [...stripe.customers.keys()][0],
      status: 'active',
    });
  });

  it('a plan change whose answer was lost is sent again with its key and charged once', async () => {
    await api('POST', '/users/create_stripe_subscription', { plan: 'year_round_md' });
    const [subscriptionId] = [...stripe.subscriptions.keys()];
    t.clock.advance(15 * DAY_MS);
    stripe.loseAnswers(
      1,
      (call) => call.method === 'POST' && call.path === `/v1/subscriptions/${subscriptionId}`,
    );
    const changed = await api('POST', '/users/create_stripe_subscription', { plan: 'year_round_lg' });
    expect(changed.statusCode).toBe(200);
    const updates = callsTo(`/v1/subscriptions/${subscriptionId}`);
    expect(updates).toHaveLength(2);
    expect(updates[0]?.idempotencyKey).toEqual(expect.any(String));
    expect(updates[1]).toMatchObject({ idempotencyKey: updates[0]?.idempotencyKey, replayed: true });
    expect(stripe.invoices.map((invoice) => [invoice.billing_reason, invoice.amount_paid])).toEqual([
      ['subscription_create', 4900],
      ['subscription_update', 1500],
    ]);
    expect(await rowOf()).toMatchObject({ plan: 'year_round_lg' });
  });

  it('shows the proration Stripe computes by the second, charges that figure, and keeps a downgrade as credit', async () => {
    await api('POST', '/users/create_stripe_subscription', { plan: 'year_round_md' });
    // 10 days and 1 hour in, 479 of the period's 720 hours are left.
    t.clock.advance(10 * DAY_MS + HOUR_MS);
    const upgrade = await api('GET', '/users/subscription_proration_preview?plan=year_round_lg');
    // 4900 × 479/720 = 3259.86 → 32.60 back; 7900 × 479/720 = 5255.69 → 52.56 charged.
    expect(upgrade.json()).toMatchObject({
      kind: 'change',
      amount_due_now: 19.96,
      credit: 32.6,
      credit_applied: 0,
      customer_credit_balance: 0,
      period_end: PERIOD_END.toISOString(),
      lines: [
        {
          description: 'Unused time on price_md',
          amount: -32.6,
          period_start: t.clock.now().toISOString(),
          period_end: PERIOD_END.toISOString(),
        },
        { description: 'Remaining time on price_lg', amount: 52.56 },
      ],
    });
    expect(
      (await api('POST', '/users/create_stripe_subscription', { plan: 'year_round_lg' })).statusCode,
    ).toBe(200);
    expect(stripe.invoices.at(-1)).toMatchObject({
      billing_reason: 'subscription_update',
      amount_paid: 1996,
      lines: [{ amount: -3260 }, { amount: 5256 }],
    });

    // 20 days in, a third of the period is left: 26.33 back, 16.33 charged, so 10.00 stays as credit.
    t.clock.set(new Date(START.getTime() + 20 * DAY_MS));
    const downgrade = await api('GET', '/users/subscription_proration_preview?plan=year_round_md');
    expect(downgrade.json()).toMatchObject({
      amount_due_now: 0,
      credit: 26.33,
      customer_credit_balance: 10,
      lines: [{ amount: -26.33 }, { amount: 16.33 }],
    });
    await api('POST', '/users/create_stripe_subscription', { plan: 'year_round_md' });
    expect(stripe.invoices.at(-1)).toMatchObject({ amount_paid: 0, ending_balance: -1000 });
    expect(await subscriptionOf(api)).toMatchObject({
      plan: 'year_round_md',
      customer_credit_balance: 10,
      amount_due_next_billing: 39,
    });

    // 25 days in: 8.17 back, 13.17 charged; the 5.00 difference is paid from the credit.
    t.clock.set(new Date(START.getTime() + 25 * DAY_MS));
    const again = await api('GET', '/users/subscription_proration_preview?plan=year_round_lg');
    expect(again.json()).toMatchObject({
      amount_due_now: 0,
      credit: 8.17,
      credit_applied: 5,
      customer_credit_balance: 5,
    });
  });
});

describe('the fake Stripe', () => {
  it('keeps Stripe’s idempotency rules: a repeated key replays, another request under it is refused, for 24 hours', async () => {
    const client = new Stripe('sk_test_fake', {
      host: '127.0.0.1',
      port: stripe.port,
      protocol: 'http',
      telemetry: false,
      maxNetworkRetries: 0,
    });
    const first = await client.customers.create({ email: 'a@example.com' }, { idempotencyKey: 'key-1' });
    const again = await client.customers.create({ email: 'a@example.com' }, { idempotencyKey: 'key-1' });
    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect(stripe.customers.size).toBe(1);
    const other = client.customers.create({ email: 'b@example.com' }, { idempotencyKey: 'key-1' });
    await expect(other).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    await expect(other).rejects.toMatchObject({ statusCode: 400, rawType: 'idempotency_error' });
    expect(stripe.customers.size).toBe(1);
    expect(stripe.calls.at(-1)?.headers).toMatchObject({ 'idempotency-key': 'key-1' });

    t.clock.advance(DAY_MS + 1000);
    const later = await client.customers.create({ email: 'b@example.com' }, { idempotencyKey: 'key-1' });
    expect(later.id).not.toBe(first.id);
    expect(stripe.customers.size).toBe(2);
  });
});
