import type { PlanTier, SubscriptionStatus } from '@marketday/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DAY_MS, managerApi, signUpManager, subscriptionOf } from '../../../test/billing-helpers';
import { createClock } from '../../../test/build-test-app';
import { bearer, insertManager, PASSWORD, tokensFor } from '../../../test/factories';
import { marketWithVendors, signedInManager } from '../../../test/market-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { billingInvoices, subscriptions } from '../../db/schema';
import { createLocalProvider } from './local-provider';

const START = new Date('2026-04-01T15:30:00Z');
const APRIL_END = new Date('2026-05-01T15:30:00Z');

const t = useTestApp(() => ({ clock: createClock(START) }));

async function managerWith(status: SubscriptionStatus | null, plan: PlanTier = 'year_round_md') {
  const { user, manager } = await insertManager(t.db, { status, plan, now: START });
  return { user, manager, api: managerApi(t, user.username, PASSWORD) };
}

async function statusCodes(username: string) {
  const headers = bearer((await tokensFor(t, username)).access_token);
  const call = async (url: string) => (await t.app.inject({ method: 'GET', url, headers })).statusCode;
  return {
    self: (await t.app.inject({ method: 'GET', url: '/users/self', headers })).json().access,
    account: await call('/market-managers/account'),
    markets: await call('/market-managers/markets'),
  };
}

describe('access follows the subscription status', () => {
  it.each([
    ['trialing', 'year_round_md', 'FULL'],
    ['active', 'year_round_md', 'FULL'],
    ['active', 'seasonal_off_season', 'OFF_SEASON'],
    ['trialing', 'seasonal_off_season', 'OFF_SEASON'],
    ['past_due', 'year_round_md', 'OFF_SEASON'],
    ['incomplete', 'year_round_md', 'ACCOUNT_ONLY'],
    ['incomplete_expired', 'year_round_md', 'ACCOUNT_ONLY'],
    ['canceled', 'year_round_md', 'ACCOUNT_ONLY'],
    ['unpaid', 'year_round_md', 'ACCOUNT_ONLY'],
    ['paused', 'year_round_md', 'ACCOUNT_ONLY'],
    [null, 'year_round_md', 'ACCOUNT_ONLY'],
  ] as const)('%s on %s gives %s', async (status, plan, access) => {
    const { user } = await managerWith(status, plan);
    const codes = await statusCodes(user.username);
    expect(codes.self).toBe(access);
    // Every manager reaches the account page; markets need OFF_SEASON.
    expect(codes.account).toBe(200);
    expect(codes.markets).toBe(access === 'ACCOUNT_ONLY' ? 403 : 200);
  });

  it('a subscription cancelled at period end keeps FULL until the end, without waiting for the renewal job', async () => {
    const { user, manager } = await managerWith('active');
    await t.db
      .update(subscriptions)
      .set({ cancelAtPeriodEnd: true, canceledAt: START, currentPeriodEnd: APRIL_END })
      .where(eq(subscriptions.managerId, manager.id));
    t.clock.set(new Date(APRIL_END.getTime() - 1));
    expect((await statusCodes(user.username)).self).toBe('FULL');
    t.clock.set(APRIL_END);
    expect(await statusCodes(user.username)).toMatchObject({
      self: 'ACCOUNT_ONLY',
      markets: 403,
      account: 200,
    });
  });

  it('a signed-up trial ends at its 14th day unless the manager subscribed', async () => {
    const username = await signUpManager(t, 'trialist');
    const api = managerApi(t, username);
    t.clock.set(new Date(START.getTime() + 14 * DAY_MS - 1));
    expect((await api('GET', '/users/self')).json().access).toBe('FULL');
    t.clock.set(new Date(START.getTime() + 14 * DAY_MS));
    expect((await api('GET', '/users/self')).json().access).toBe('ACCOUNT_ONLY');
    expect(await subscriptionOf(api)).toMatchObject({ status: 'incomplete_expired', renewal_date: null });
  });
});

// Outside the authorization matrix: checkouts and day reports are FULL-only writes. The same manager, market
// and request are refused on the off-season plan and booked once the plan is year-round again.
describe('FULL-only writes', () => {
  const DAY = '2026-03-28';
  it.each([
    [
      'POST checkout',
      (market: { id: string; tokens: { id: string }[] }, marketVendorId: string) => ({
        url: `/market-managers/transactions/${market.id}`,
        body: {
          market_vendor_id: marketVendorId,
          market_date: DAY,
          reported_gross: 100,
          tokens: [{ token_id: market.tokens[0]!.id, count: 1 }],
        },
      }),
    ],
    [
      'POST day report',
      (market: { id: string; tokens: { id: string }[] }) => ({
        url: `/market-managers/markets/${market.id}/day-reports`,
        body: {
          market: market.id,
          date: DAY,
          expenses: 1,
          tokens_distributed: [{ token_id: market.tokens[0]!.id, count: 1 }],
        },
      }),
    ],
  ] as const)('%s: 403 for an OFF_SEASON manager, 201 for a FULL one', async (_route, request) => {
    const client = await signedInManager(t);
    const { market, vendors } = await marketWithVendors(client);
    const { url, body } = request(market, vendors.producer.market_vendor_id);
    const setPlan = (plan: PlanTier) =>
      t.db.update(subscriptions).set({ plan }).where(eq(subscriptions.managerId, client.manager.id));

    await setPlan('seasonal_off_season');
    expect((await client.api('GET', '/users/self')).json().access).toBe('OFF_SEASON');
    const refused = await client.api('POST', url, body);
    expect(refused.statusCode, refused.body).toBe(403);

    await setPlan('year_round_sm');
    expect((await client.api('GET', '/users/self')).json().access).toBe('FULL');
    const booked = await client.api('POST', url, body);
    expect(booked.statusCode, booked.body).toBe(201);
  });
});

describe('the renewal job', () => {
  it('rolls an ended period forward and invoices it once, even when run twice or twice at once', async () => {
    const { manager } = await managerWith('active');
    await t.db
      .update(subscriptions)
      .set({ currentPeriodEnd: APRIL_END, creditCents: 1000 })
      .where(eq(subscriptions.managerId, manager.id));
    const provider = createLocalProvider({ db: t.db, now: t.clock.now });
    const at = new Date(APRIL_END.getTime() + 60_000);

    const runs = await Promise.all([provider.renewDue(at), provider.renewDue(at)]);
    expect(runs.map((r) => r.invoiced).reduce((a, b) => a + b)).toBe(1);
    expect(await provider.renewDue(at)).toEqual({ renewed: 0, ended: 0, invoiced: 0 });

    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.managerId, manager.id));
    expect(row).toMatchObject({
      status: 'active',
      currentPeriodStart: APRIL_END,
      currentPeriodEnd: new Date('2026-06-01T15:30:00Z'),
      creditCents: 0,
    });
    const invoices = await t.db
      .select()
      .from(billingInvoices)
      .where(eq(billingInvoices.managerId, manager.id));
    // $49.00 less the $10.00 credit.
    expect(invoices.map((i) => [i.amountCents, i.description, i.periodStart.toISOString()])).toEqual([
      [3900, 'Year-round Medium, monthly renewal', APRIL_END.toISOString()],
    ]);
  });

  it('bills each missed period when the server was down, and ends cancelled and unused trials', async () => {
    const renewing = await managerWith('active', 'year_round_sm');
    const cancelled = await managerWith('active');
    const unusedTrial = await managerWith('trialing');
    const later = await managerWith('active');
    const set = (managerId: string, values: Partial<typeof subscriptions.$inferInsert>) =>
      t.db.update(subscriptions).set(values).where(eq(subscriptions.managerId, managerId));
    await set(renewing.manager.id, { currentPeriodEnd: APRIL_END });
    await set(cancelled.manager.id, {
      currentPeriodEnd: APRIL_END,
      cancelAtPeriodEnd: true,
      canceledAt: START,
    });
    await set(unusedTrial.manager.id, { currentPeriodEnd: APRIL_END, trialEnd: APRIL_END });
    await set(later.manager.id, { currentPeriodEnd: new Date('2026-08-01T00:00:00Z') });

    const result = await createLocalProvider({ db: t.db, now: t.clock.now }).renewDue(
      new Date('2026-07-10T00:00:00Z'),
    );
    expect(result).toEqual({ renewed: 1, ended: 2, invoiced: 3 });
    const rows = await t.db.select().from(subscriptions);
    const byManager = new Map(rows.map((r) => [r.managerId, r]));
    expect(byManager.get(renewing.manager.id)).toMatchObject({
      status: 'active',
      currentPeriodStart: new Date('2026-07-01T15:30:00Z'),
      currentPeriodEnd: new Date('2026-08-01T15:30:00Z'),
    });
    expect(byManager.get(cancelled.manager.id)?.status).toBe('canceled');
    expect(byManager.get(unusedTrial.manager.id)?.status).toBe('incomplete_expired');
    expect(byManager.get(later.manager.id)?.status).toBe('active');
    const invoices = await t.db.select().from(billingInvoices);
    expect(invoices.map((i) => i.periodStart.toISOString()).sort()).toEqual([
      '2026-05-01T15:30:00.000Z',
      '2026-06-01T15:30:00.000Z',
      '2026-07-01T15:30:00.000Z',
    ]);
  });
});
