import { beforeEach, describe, expect, it } from 'vitest';
import {
  accessOf,
  DAY_MS,
  type ManagerApi,
  managerApi,
  signUpManager,
  subscriptionOf,
} from '../../../test/billing-helpers';
import { createClock } from '../../../test/build-test-app';
import { createMarket, signedInManager } from '../../../test/market-fixtures';
import { useTestApp } from '../../../test/use-test-app';

// A 30-day April period, so the expected prorations are easy to check by hand.
const START = new Date('2026-04-01T15:30:00Z');
const TRIAL_END = new Date('2026-04-15T15:30:00Z');
const APRIL_END = new Date('2026-05-01T15:30:00Z');
const unix = (date: Date) => Math.floor(date.getTime() / 1000);

const t = useTestApp(() => ({ clock: createClock(START) }));
let api: ManagerApi;
beforeEach(async () => {
  api = managerApi(t, await signUpManager(t, `billing${Math.random().toString(36).slice(2, 8)}`));
});

const preview = async (plan: string, startTs?: number) => {
  const query = startTs ? `&start_ts=${startTs}` : '';
  return api('GET', `/users/subscription_proration_preview?plan=${plan}${query}`);
};
const subscribe = (plan: string, start_ts?: number) =>
  api('POST', '/users/create_stripe_subscription', start_ts ? { plan, start_ts } : { plan });

describe('the subscription of a new manager', () => {
  it('is a 14-day trial of Year-round Small that ends unless a plan is chosen, with the plan catalogue', async () => {
    const response = await api('GET', '/market-managers/account/subscription');
    expect(response.statusCode).toBe(200);
    const { subscription, plans } = response.json();
    expect(subscription).toMatchObject({
      plan: 'year_round_sm',
      plan_name: 'Year-round Small',
      status: 'trialing',
      renewal_date: null,
      ends_at: TRIAL_END.toISOString(),
      trial_end: TRIAL_END.toISOString(),
      cancel_at_period_end: false,
      active_vendors_count: 0,
      max_vendors: 25,
      amount_due_next_billing: 0,
      customer_credit_balance: 0,
    });
    expect(plans).toHaveLength(9);
    expect(plans[0]).toEqual({
      plan: 'year_round_sm',
      name: 'Year-round Small',
      description: expect.any(String),
      group: 'year_round',
      amount: 29,
      max_vendors: 25,
    });
    expect(plans.map((p: { group: string }) => p.group)).toContain('off_season');
  });

  it('keeps the trial when the plan starts at its end: nothing due now, the first bill on the trial end', async () => {
    const quote = await preview('year_round_md', unix(TRIAL_END));
    expect(quote.json()).toMatchObject({
      kind: 'trial',
      plan: 'year_round_md',
      plan_name: 'Year-round Medium',
      amount_due_now: 0,
      new_monthly_price: 49,
      period_end: TRIAL_END.toISOString(),
      trial_end: TRIAL_END.toISOString(),
    });
    const created = await subscribe('year_round_md', unix(TRIAL_END));
    expect(created.json()).toMatchObject({ message: 'Subscription created successfully.' });
    expect(created.json().data.subscription).toMatchObject({
      plan: 'year_round_md',
      status: 'trialing',
      renewal_date: TRIAL_END.toISOString(),
      ends_at: null,
      amount_due_next_billing: 49,
    });
    expect((await api('GET', '/market-managers/account/invoices')).json()).toEqual([]);

    // At the trial end the plan starts: access stays FULL and the first month is billed.
    t.clock.set(new Date(TRIAL_END.getTime() + 1000));
    expect(await accessOf(api)).toBe('FULL');
    const renewed = await subscriptionOf(api);
    expect(renewed).toMatchObject({ status: 'active', renewal_date: '2026-05-15T15:30:00.000Z' });
    const invoices = (await api('GET', '/market-managers/account/invoices')).json();
    expect(invoices.map((i: { amount: number }) => i.amount)).toEqual([49]);
  });

  it('starts billing today when no start date is given, giving up the rest of the trial', async () => {
    t.clock.advance(3 * DAY_MS);
    const now = new Date(START.getTime() + 3 * DAY_MS);
    const quote = (await preview('year_round_md')).json();
    expect(quote).toMatchObject({
      kind: 'new',
      amount_due_now: 49,
      credit: 0,
      period_end: '2026-05-04T15:30:00.000Z',
      trial_end: null,
      lines: [
        {
          description: 'Year-round Medium, first month',
          amount: 49,
          period_start: now.toISOString(),
          period_end: '2026-05-04T15:30:00.000Z',
        },
      ],
    });
    await subscribe('year_round_md');
    expect(await subscriptionOf(api)).toMatchObject({
      status: 'active',
      renewal_date: '2026-05-04T15:30:00.000Z',
    });
  });

  it('refuses a start date outside the trial, and a plan that does not exist', async () => {
    const tooLate = await preview('year_round_md', unix(TRIAL_END) + 60);
    expect(tooLate.statusCode).toBe(400);
    expect(tooLate.json().detail).toBe(
      'The start date must be after today and no later than the end of your trial.',
    );
    expect((await preview('year_round_md', unix(START) - 60)).statusCode).toBe(400);
    // Past the last date a Date can hold (8,640,000,000,001 s and up once made a 500), or not a number at all.
    for (const startTs of ['8640000000001', String(2 ** 53 - 1), '253402300800', '1e400', 'soon']) {
      const far = await api(
        'GET',
        `/users/subscription_proration_preview?plan=year_round_md&start_ts=${startTs}`,
      );
      expect({ startTs, status: far.statusCode, body: JSON.stringify(far.json()) }).toMatchObject({
        status: 400,
        body: expect.stringContaining(
          'The start date must be after today and no later than the end of your trial.',
        ),
      });
    }
    for (const start_ts of [8_640_000_000_001, 2 ** 53 - 1]) {
      const far = await subscribe('year_round_md', start_ts);
      expect(far.statusCode).toBe(400);
      expect(JSON.stringify(far.json())).toContain('The start date must be after today');
    }
    const bad = await subscribe('platinum');
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Choose one of the plans.');

    await subscribe('year_round_md');
    const afterTrial = await subscribe('year_round_lg', unix(TRIAL_END));
    expect(afterTrial.statusCode).toBe(400);
    expect(afterTrial.json().detail).toBe('A start date can only be chosen during your free trial.');
  });
});

describe('changing a paid plan', () => {
  beforeEach(async () => {
    await subscribe('year_round_md'); // April 1 → May 1, $49.00 paid
    t.clock.advance(10 * DAY_MS); // 20 of 30 days left
  });

  it('an upgrade charges the new plan for the days left, less the unused days of the old one', async () => {
    const quote = (await preview('year_round_lg')).json();
    // 49.00 × 20/30 = 32.67 back, 79.00 × 20/30 = 52.67 charged
    expect(quote).toMatchObject({
      kind: 'change',
      amount_due_now: 20,
      credit: 32.67,
      credit_applied: 0,
      customer_credit_balance: 0,
      new_monthly_price: 79,
      period_end: APRIL_END.toISOString(),
      lines: [
        { description: 'Unused time on Year-round Medium', amount: -32.67 },
        { description: 'Remaining time on Year-round Large', amount: 52.67 },
      ],
    });
    const created = await subscribe('year_round_lg');
    expect(created.statusCode).toBe(200);
    expect(created.json().message).toBe('Subscription created successfully.');
    expect(created.json().data.subscription).toMatchObject({
      plan: 'year_round_lg',
      status: 'active',
      renewal_date: APRIL_END.toISOString(),
      amount_due_next_billing: 79,
      max_vendors: 100,
    });
    const invoices = (await api('GET', '/market-managers/account/invoices')).json();
    expect(invoices.map((i: { amount: number; description: string }) => [i.amount, i.description])).toEqual([
      [20, 'Plan change from Year-round Medium to Year-round Large, 20 of 30 days'],
      [49, 'Year-round Medium, monthly'],
    ]);
  });

  it('a downgrade owes nothing now and leaves credit that pays the next bill', async () => {
    const quote = (await preview('year_round_sm')).json();
    // 32.67 back, 29.00 × 20/30 = 19.33 charged: 13.34 credit
    expect(quote).toMatchObject({
      kind: 'change',
      amount_due_now: 0,
      credit: 32.67,
      customer_credit_balance: 13.34,
    });
    await subscribe('year_round_sm');
    expect(await subscriptionOf(api)).toMatchObject({
      plan: 'year_round_sm',
      customer_credit_balance: 13.34,
      amount_due_next_billing: 15.66,
    });
    // The next upgrade is paid from the credit first: 52.67 − 19.33 = 33.34 for the 20 days, less 13.34.
    const upgrade = (await preview('year_round_lg')).json();
    expect(upgrade).toMatchObject({ amount_due_now: 20, credit_applied: 13.34, customer_credit_balance: 0 });
    expect(upgrade.lines.at(-1)).toMatchObject({ description: 'Credit balance applied', amount: -13.34 });
  });

  it('answers 409 for the plan the manager already has', async () => {
    const same = await subscribe('year_round_md');
    expect(same.statusCode).toBe(409);
    expect(same.json().detail).toBe('You are already on this plan.');
    expect((await preview('year_round_md')).statusCode).toBe(409);
  });
});

describe('cancelling', () => {
  it('keeps the plan to the end of the paid period, then drops to ACCOUNT_ONLY with the way back open', async () => {
    await subscribe('year_round_md');
    const cancelled = await api('GET', '/market-managers/account/subscription/cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().message).toBe('Subscription cancelled successfully.');
    expect(cancelled.json().data.subscription).toMatchObject({
      status: 'active',
      cancel_at_period_end: true,
      renewal_date: null,
      ends_at: APRIL_END.toISOString(),
      amount_due_next_billing: 0,
    });
    // A second cancel changes nothing.
    expect((await api('GET', '/market-managers/account/subscription/cancel')).statusCode).toBe(200);

    t.clock.set(new Date(APRIL_END.getTime() - 1000));
    expect(await accessOf(api)).toBe('FULL');
    t.clock.set(APRIL_END);
    expect(await accessOf(api)).toBe('ACCOUNT_ONLY');
    expect((await api('GET', '/market-managers/markets')).statusCode).toBe(403);
    expect(await subscriptionOf(api)).toMatchObject({
      status: 'canceled',
      renewal_date: null,
      ends_at: null,
    });
    const again = await api('GET', '/market-managers/account/subscription/cancel');
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('There is no active subscription to cancel.');

    // Choosing a plan again opens everything up at once.
    const quote = (await preview('seasonal_sm')).json();
    expect(quote).toMatchObject({ kind: 'new', amount_due_now: 35 });
    await subscribe('seasonal_sm');
    expect(await accessOf(api)).toBe('FULL');
  });

  it('choosing the same plan again before the end undoes the cancellation at no charge', async () => {
    await subscribe('year_round_md');
    await api('GET', '/market-managers/account/subscription/cancel');
    expect((await preview('year_round_md')).json()).toMatchObject({
      kind: 'resume',
      amount_due_now: 0,
      lines: [],
    });
    await subscribe('year_round_md');
    expect(await subscriptionOf(api)).toMatchObject({
      cancel_at_period_end: false,
      renewal_date: APRIL_END.toISOString(),
    });
    expect((await api('GET', '/market-managers/account/invoices')).json()).toHaveLength(1);
  });

  it('a trial can be cancelled too: it ends on its own date', async () => {
    const response = await api('GET', '/market-managers/account/subscription/cancel');
    expect(response.json().data.subscription).toMatchObject({ ends_at: TRIAL_END.toISOString() });
  });
});

describe('billing portal and subscription details', () => {
  it('the local portal is the in-app billing history', async () => {
    for (const paymentOnly of ['true', 'false']) {
      const response = await api('GET', `/market-managers/account/portal?payment_only=${paymentOnly}`);
      expect(response.json()).toEqual({ url: '/account?billing=1' });
    }
  });

  it('counts the distinct vendors in the manager own markets', async () => {
    const client = await signedInManager(t);
    const [first, second] = [
      await createMarket(client),
      await createMarket(client, { name: 'Second Market' }),
    ];
    for (const [name, markets] of [
      ['Both Farm', [first.id, second.id]],
      ['One Farm', [first.id]],
    ] as const) {
      await client.api('POST', '/market-managers/vendors', {
        business_name: name,
        type: 'PRODUCER',
        receipt_email: 'farm@example.com',
        market_ids: markets,
      });
    }
    const details = (await client.api('GET', '/market-managers/account/subscription')).json();
    expect(details.subscription).toMatchObject({ active_vendors_count: 2, status: 'active' });
    // Another manager's vendors are not counted.
    expect((await subscriptionOf(api)).active_vendors_count).toBe(0);
  });
});
