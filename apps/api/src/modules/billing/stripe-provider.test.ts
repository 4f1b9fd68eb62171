import { eq } from 'drizzle-orm';
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
    // The fake reports −16.33 unused and +39.50 remaining.
    expect(upgrade.json()).toMatchObject({
      kind: 'change',
      amount_due_now: 23.17,
      credit: 16.33,
      new_monthly_price: 79,
      lines: [
        { description: 'Unused time on price_md', amount: -16.33 },
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
});
