import { type CheckoutContext, SALES_REPORT_MESSAGES } from '@marketday/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createClock } from '../../../test/build-test-app';
import { checkoutPayload } from '../../../test/checkout-fixtures';
import { clientFor } from '../../../test/clients';
import { insertVendorUserAt } from '../../../test/factories';
import { type ManagerClient, managerWithMarket } from '../../../test/market-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { markets, tokens } from '../../db/schema';

// Saturday 21 November 2026, 12:30 at the market (Los Angeles): the Downtown market closes at 13:00, so vendors
// may report from 12:00 until the end of Sunday the 22nd.
const NOW = new Date('2026-11-21T20:30:00Z');
const DAY = '2026-11-21';

const t = useTestApp(() => ({ clock: createClock(NOW) }));

// The manager's market with a vendor who has an account of their own (a producer) at it.
async function marketWithReportingVendor() {
  const setup = await managerWithMarket(t);
  const { user, vendor } = await insertVendorUserAt(t.db, setup.market.id);
  const seller = await clientFor(t, user.username);
  const context = await checkoutContext(setup.manager, setup.market.id);
  const place = context.vendors.find((v) => v.vendor_id === vendor.id);
  if (!place) throw new Error('the vendor with an account is not at the market');
  return { ...setup, seller, vendor: { ...vendor, market_vendor_id: place.market_vendor_id } };
}

async function checkoutContext(client: Pick<ManagerClient, 'api'>, marketId: string, day = DAY) {
  const response = await client.api(
    'GET',
    `/market-managers/checkouts/?market_id=${marketId}&market_date=${day}`,
  );
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json() as CheckoutContext;
}

const report = (marketId: string, gross: number, counts: Record<string, number> = {}, day = DAY) => ({
  market_id: marketId,
  market_date: day,
  reported_gross: gross,
  tokens: Object.entries(counts).map(([token_id, count]) => ({ token_id, count })),
});

describe('a vendor reports their sales and the manager confirms', () => {
  it('books the report in one confirm, with its figures, and keeps every version', async () => {
    const { manager, market, seller, vendor, bucks, calfresh } = await marketWithReportingVendor();

    const day = await seller.api(
      'GET',
      `/vendors/self/sales-reports?market_id=${market.id}&market_date=${DAY}`,
    );
    expect(day.statusCode, day.body).toBe(200);
    expect(day.json()).toMatchObject({
      state: 'OPEN',
      reports: [],
      outcome: null,
      market_name: market.name,
      vendor_type: 'PRODUCER',
      vendor_fees: [{ vendor_type: 'PRODUCER', fee_type: 'PERCENT_GROSS', percent: 6 }],
      gov_fee: 1.5,
    });
    expect(
      day
        .json()
        .tokens.map((token: { name: string }) => token.name)
        .sort(),
    ).toEqual(['CalFresh', 'Market Bucks']);

    // A typo first, then the corrected figures: two versions.
    const first = await seller.api('POST', '/vendors/self/sales-reports', report(market.id, 5000));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ version: 1, market_fee: 300 });
    const second = await seller.api(
      'POST',
      '/vendors/self/sales-reports',
      report(market.id, 500, { [bucks.id]: 12, [calfresh.id]: 2 }),
    );
    expect(second.statusCode, second.body).toBe(201);
    // 6% of $500 = $30 fee, + $1.50 gov fee − $22 of tokens = $9.50 owed (the checkout's own math).
    expect(second.json()).toMatchObject({
      version: 2,
      market_fee: 30,
      money_owed: 9.5,
      market_fee_calculation: expect.any(String),
      message: SALES_REPORT_MESSAGES.submitted,
    });

    // The checkout shows the newest version against the vendor; the others have none.
    const context = await checkoutContext(manager, market.id);
    const mine = context.vendors.find((v) => v.vendor_id === vendor.id);
    expect(mine?.vendor_report).toMatchObject({
      id: second.json().id,
      version: 2,
      reported_gross: 500,
      money_owed: 9.5,
      tokens: expect.arrayContaining([
        { token_id: bucks.id, name: 'Market Bucks', count: 12 },
        { token_id: calfresh.id, name: 'CalFresh', count: 2 },
      ]),
    });
    expect(context.vendors.filter((v) => v.vendor_report !== null)).toHaveLength(1);

    // The older version is refused: the vendor changed it since.
    const stale = await manager.api('POST', `/market-managers/sales-reports/${first.json().id}/confirm`);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toBe(SALES_REPORT_MESSAGES.staleVersion);

    const confirmed = await manager.api('POST', `/market-managers/sales-reports/${second.json().id}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(confirmed.json().data).toMatchObject({
      market_vendor_id: vendor.market_vendor_id,
      market_date: DAY,
      reported_gross: 500,
      market_fee: 30,
      money_owed: 9.5,
    });
    expect((await checkoutContext(manager, market.id)).checked_out).toEqual([
      expect.objectContaining({ market_vendor_id: vendor.market_vendor_id }),
    ]);

    // Once booked: a second confirm is a conflict, a retry under the report's key answers the same booking.
    const again = await manager.api('POST', `/market-managers/sales-reports/${second.json().id}/confirm`);
    expect(again.statusCode).toBe(409);
    const retry = await t.app.inject({
      method: 'POST',
      url: `/market-managers/sales-reports/${second.json().id}/confirm`,
      headers: {
        authorization: `Bearer ${manager.token}`,
        'idempotency-key': `sales-report:${second.json().id}`,
      },
    });
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.json().data.id).toBe(confirmed.json().data.id);

    // The vendor can no longer change it, and sees how the day was settled, with every version kept.
    const late = await seller.api('POST', '/vendors/self/sales-reports', report(market.id, 450));
    expect(late.statusCode).toBe(409);
    expect(late.json().detail).toBe(SALES_REPORT_MESSAGES.alreadyBooked);
    const settled = (
      await seller.api('GET', `/vendors/self/sales-reports?market_id=${market.id}&market_date=${DAY}`)
    ).json();
    expect(settled).toMatchObject({
      state: 'BOOKED',
      outcome: { sales_report_id: second.json().id, adjust_reason: null, money_owed: 9.5 },
    });
    expect(settled.reports.map((r: { version: number }) => r.version)).toEqual([2, 1]);
  });

  it('adjusts a report only with a reason the vendor then sees', async () => {
    const { manager, market, seller, vendor, bucks } = await marketWithReportingVendor();
    const sent = (
      await seller.api('POST', '/vendors/self/sales-reports', report(market.id, 412.5, { [bucks.id]: 12 }))
    ).json();
    const submit = (body: Record<string, unknown>) =>
      manager.api('POST', `/market-managers/transactions/${market.id}`, {
        ...checkoutPayload({ vendor, day: DAY, gross: 421.5, tokens: { [bucks.id]: 12 } }),
        ...body,
      });

    const noReason = await submit({ sales_report_id: sent.id });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual([
      { path: 'adjust_reason', message: SALES_REPORT_MESSAGES.adjustReasonRequired },
    ]);
    const adjusted = await submit({ sales_report_id: sent.id, adjust_reason: 'Counted $9 more in the till' });
    expect(adjusted.statusCode, adjusted.body).toBe(201);
    expect(adjusted.json().data.reported_gross).toBe(421.5);

    const day = (
      await seller.api('GET', `/vendors/self/sales-reports?market_id=${market.id}&market_date=${DAY}`)
    ).json();
    expect(day.outcome).toMatchObject({
      sales_report_id: sent.id,
      adjust_reason: 'Counted $9 more in the till',
      reported_gross: 421.5,
    });
  });

  it('books the report’s own figures without a reason, and refuses another vendor’s report', async () => {
    const { manager, market, seller, vendor, vendors } = await marketWithReportingVendor();
    const sent = (await seller.api('POST', '/vendors/self/sales-reports', report(market.id, 100))).json();
    const wrongVendor = await manager.api('POST', `/market-managers/transactions/${market.id}`, {
      ...checkoutPayload({ vendor: vendors.reseller, day: DAY, gross: 100 }),
      sales_report_id: sent.id,
    });
    expect(wrongVendor.statusCode).toBe(400);
    expect(wrongVendor.json().detail).toBe(SALES_REPORT_MESSAGES.reportNotForVendor);

    // The same figures typed by the manager: booked as the report, a reason sent along is not kept.
    const same = await manager.api('POST', `/market-managers/transactions/${market.id}`, {
      ...checkoutPayload({ vendor, day: DAY, gross: 100 }),
      sales_report_id: sent.id,
      adjust_reason: 'nothing changed',
    });
    expect(same.statusCode, same.body).toBe(201);
    const day = (
      await seller.api('GET', `/vendors/self/sales-reports?market_id=${market.id}&market_date=${DAY}`)
    ).json();
    expect(day.outcome).toMatchObject({ sales_report_id: sent.id, adjust_reason: null });
  });
});

describe('a confirmed report', () => {
  const confirm = (manager: Pick<ManagerClient, 'token'>, id: string) =>
    t.app.inject({
      method: 'POST',
      url: `/market-managers/sales-reports/${id}/confirm`,
      headers: { authorization: `Bearer ${manager.token}`, 'idempotency-key': `sales-report:${id}` },
    });

  it('is the same request from the checkout screen and the confirm route, and books anew once deleted', async () => {
    const { manager, market, seller, vendor } = await marketWithReportingVendor();
    const sent = (await seller.api('POST', '/vendors/self/sales-reports', report(market.id, 120))).json();
    // The checkout screen's Confirm: the form's submit, every field as the form sends it, under the report's key.
    const fromScreen = await t.app.inject({
      method: 'POST',
      url: `/market-managers/transactions/${market.id}`,
      headers: { authorization: `Bearer ${manager.token}`, 'idempotency-key': `sales-report:${sent.id}` },
      payload: {
        ...checkoutPayload({ vendor, day: DAY, gross: 120 }),
        custom_fields: { state: null, weather: null },
        sales_report_id: sent.id,
        adjust_reason: null,
      },
    });
    expect(fromScreen.statusCode, fromScreen.body).toBe(201);
    // The confirm route (Confirm all unchanged on another device) replays it rather than refusing a key mismatch.
    const fromRoute = await confirm(manager, sent.id);
    expect(fromRoute.statusCode, fromRoute.body).toBe(201);
    expect(fromRoute.json().data.id).toBe(fromScreen.json().data.id);

    const deleted = await manager.api('DELETE', `/market-managers/transactions/${fromScreen.json().data.id}`);
    expect(deleted.statusCode).toBe(200);
    const again = await confirm(manager, sent.id);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json().data.id).not.toBe(fromScreen.json().data.id);
    expect((await checkoutContext(manager, market.id)).checked_out).toEqual([
      { market_vendor_id: vendor.market_vendor_id, transaction_id: again.json().data.id },
    ]);
  });

  it('is refused without a reason when the market’s prices changed since it was sent, and says nothing of a checkout', async () => {
    const { manager, market, seller, vendor } = await marketWithReportingVendor();
    const first = (await seller.api('POST', '/vendors/self/sales-reports', report(market.id, 100))).json();
    const second = (await seller.api('POST', '/vendors/self/sales-reports', report(market.id, 110))).json();
    const stale = await confirm(manager, first.id);
    expect(stale.statusCode).toBe(409);
    // No id: a client reads an id in a 409 as the checkout to overwrite.
    expect(stale.json()).not.toHaveProperty('id');

    await t.db.update(markets).set({ govFeeCents: 300 }).where(eq(markets.id, market.id));
    const repriced = await confirm(manager, second.id);
    expect(repriced.statusCode).toBe(400);
    expect(repriced.json().errors).toEqual([
      { path: 'adjust_reason', message: SALES_REPORT_MESSAGES.pricesChanged },
    ]);
    const withReason = await manager.api('POST', `/market-managers/transactions/${market.id}`, {
      ...checkoutPayload({ vendor, day: DAY, gross: 110 }),
      sales_report_id: second.id,
      adjust_reason: 'The gov fee went up this week',
    });
    expect(withReason.statusCode, withReason.body).toBe(201);
    // 6% of $110 = $6.60 + the new $3 gov fee.
    expect(withReason.json().data.money_owed).toBe(9.6);
  });
  it('is refused while it names a token the market has since removed, and books once the manager adjusts it', async () => {
    const { manager, market, seller, vendor, bucks, calfresh } = await marketWithReportingVendor();
    // $500, 10 Market Bucks and 3 CalFresh handed over; then Market Bucks is taken off the market.
    const sent = (
      await seller.api(
        'POST',
        '/vendors/self/sales-reports',
        report(market.id, 500, { [bucks.id]: 10, [calfresh.id]: 3 }),
      )
    ).json();
    const removed = await manager.api('DELETE', `/market-managers/markets/${market.id}/tokens/${bucks.id}`);
    expect(removed.statusCode, removed.body).toBe(200);

    // Booking it as sent (the confirm route, Confirm all unchanged) cannot price the removed token: refused,
    // nothing booked.
    const confirmed = await confirm(manager, sent.id);
    expect(confirmed.statusCode).toBe(400);
    expect(confirmed.json().detail).toBe('Token not found in this market.');
    // The checkout screen's Confirm with the report's figures: the same.
    const submit = (body: Record<string, unknown>) =>
      manager.api('POST', `/market-managers/transactions/${market.id}`, {
        ...checkoutPayload({ vendor, day: DAY, gross: 500, tokens: { [calfresh.id]: 3 } }),
        sales_report_id: sent.id,
        ...body,
      });
    const asSent = await submit({
      tokens: [
        { token_id: bucks.id, count: 10 },
        { token_id: calfresh.id, count: 3 },
      ],
      adjust_reason: null,
    });
    expect(asSent.statusCode).toBe(400);
    expect(asSent.json().detail).toBe('Token not found in this market.');
    // Without the removed token the figures are not the report's: they need a reason the vendor sees.
    const dropped = await submit({ adjust_reason: null });
    expect(dropped.statusCode).toBe(400);
    expect(dropped.json().errors).toEqual([
      { path: 'adjust_reason', message: SALES_REPORT_MESSAGES.adjustReasonRequired },
    ]);
    expect((await checkoutContext(manager, market.id)).checked_out).toEqual([]);
    const adjusted = await submit({ adjust_reason: 'Market Bucks paid out in cash' });
    expect(adjusted.statusCode, adjusted.body).toBe(201);
  });
});

describe('what a vendor may report', () => {
  it('only at their own market, on a market day, inside the window, with tokens their type may take', async () => {
    const { market, seller, calfresh } = await marketWithReportingVendor();
    const other = await managerWithMarket(t);
    const post = (body: unknown) => seller.api('POST', '/vendors/self/sales-reports', body);

    // Another account's market, and a market id that is no market: not found, as if it did not exist.
    expect((await post(report(other.market.id, 10))).statusCode).toBe(404);
    expect(
      (await seller.api('GET', `/vendors/self/sales-reports?market_id=${other.market.id}&market_date=${DAY}`))
        .statusCode,
    ).toBe(404);

    const future = await post(report(market.id, 10, {}, '2026-11-28'));
    expect(future.statusCode).toBe(400);
    expect(future.json().errors[0].path).toBe('market_date');
    const friday = await post(report(market.id, 10, {}, '2026-11-20'));
    expect(friday.json()).toMatchObject({ status: 400, detail: SALES_REPORT_MESSAGES.notMarketDay });
    // Last Saturday's window shut at the end of Sunday.
    const lastWeek = await post(report(market.id, 10, {}, '2026-11-14'));
    expect(lastWeek.json()).toMatchObject({ status: 400, detail: SALES_REPORT_MESSAGES.closed });

    await t.db
      .update(tokens)
      .set({ acceptedBy: ['NON_PRODUCER'] })
      .where(eq(tokens.id, calfresh.id));
    const refusedToken = await post(report(market.id, 10, { [calfresh.id]: 1 }));
    expect(refusedToken.statusCode).toBe(400);
    expect(refusedToken.json().errors[0].path).toBe('tokens.0.count');

    const bad = await post({ ...report(market.id, -1), market_date: '0000-01-01' });
    expect(bad.statusCode).toBe(400);

    // An hour and a half before closing it is too early.
    t.clock.set(new Date('2026-11-21T19:30:00Z'));
    const early = await post(report(market.id, 10));
    expect(early.statusCode).toBe(400);
    expect(early.json().detail).toMatch(/^Reports for this market day open at /);
    expect(
      (
        await seller.api('GET', `/vendors/self/sales-reports?market_id=${market.id}&market_date=${DAY}`)
      ).json().state,
    ).toBe('NOT_YET');
  });

  it('reads a day the market does not meet as NO_MARKET: not its weekday, or cancelled after the week began', async () => {
    const { manager, market, seller } = await marketWithReportingVendor();
    const day = (date: string) =>
      seller.api('GET', `/vendors/self/sales-reports?market_id=${market.id}&market_date=${date}`);
    expect((await day(DAY)).json().state).toBe('OPEN');
    expect((await day('2026-11-20')).json().state).toBe('NO_MARKET');
    // Rained out: the manager cancels the day the vendor was about to report.
    const cancelled = await manager.api('PUT', `/market-managers/markets/${market.id}/dates/${DAY}`, {
      status: 'CANCELLED',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await day(DAY)).json().state).toBe('NO_MARKET');
    const sent = await seller.api('POST', '/vendors/self/sales-reports', report(market.id, 10));
    expect(sent.json()).toMatchObject({ status: 400, detail: SALES_REPORT_MESSAGES.notMarketDay });
  });

  it('is confirmed only by the manager of that market', async () => {
    const { market, seller } = await marketWithReportingVendor();
    const sent = (await seller.api('POST', '/vendors/self/sales-reports', report(market.id, 10))).json();
    const other = await managerWithMarket(t);
    const foreign = await other.manager.api('POST', `/market-managers/sales-reports/${sent.id}/confirm`);
    expect(foreign.statusCode).toBe(404);
    const byVendor = await seller.api('POST', `/market-managers/sales-reports/${sent.id}/confirm`);
    expect(byVendor.statusCode).toBe(403);
  });
});
