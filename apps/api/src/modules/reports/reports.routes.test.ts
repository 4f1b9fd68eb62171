import type { Report } from '@marketday/shared';
import { describe, expect, it } from 'vitest';
import { expectDownload } from '../../../test/downloads';
import { bearer, insertManager, tokensFor } from '../../../test/factories';
import {
  createKeptVendor,
  createMarket,
  type ManagerClient,
  managerWithMarket,
  signedInManager,
} from '../../../test/market-fixtures';
import { pdfText } from '../../../test/pdf-text';
import { useTestApp } from '../../../test/use-test-app';

const t = useTestApp();

const DAY_A = '2026-11-07';
const DAY_B = '2026-11-14';
const RANGE = 'start_date=2026-11-01&end_date=2026-11-30';

// Three checkouts and one day report whose figures are worked out by hand below.
async function fixture() {
  const { manager, market, vendors, bucks, calfresh } = await managerWithMarket(t);
  const checkout = (
    market_vendor_id: string,
    market_date: string,
    reported_gross: number,
    tokens: object[],
  ) =>
    manager.api('POST', `/market-managers/transactions/${market.id}`, {
      market_vendor_id,
      market_date,
      reported_gross,
      tokens,
    });
  // Producer: 6% of $500 = $30 + $1.50 − (12 × $1 + 2 × $5) = $9.50 owed.
  await checkout(vendors.producer.market_vendor_id, DAY_A, 500, [
    { token_id: bucks.id, count: 12 },
    { token_id: calfresh.id, count: 2 },
  ]);
  // Non-producer: max($25, 8.5% of $300) = $25.50 + $1.50 − $8 = $19.00 owed.
  await checkout(vendors.reseller.market_vendor_id, DAY_A, 300, [{ token_id: bucks.id, count: 8 }]);
  // Producer: 6% of $100 = $6 + $1.50 − 4 × $5 = −$12.50: the market pays the vendor.
  await checkout(vendors.producer.market_vendor_id, DAY_B, 100, [{ token_id: calfresh.id, count: 4 }]);
  const report = await manager.api('POST', `/market-managers/markets/${market.id}/day-reports`, {
    market: market.id,
    date: DAY_A,
    additional_income: 40,
    expenses: 15,
  });
  expect(report.statusCode).toBe(201);
  return { manager, market, vendors, bucks, calfresh };
}

async function getReport(manager: ManagerClient, query: string) {
  const response = await manager.api('GET', `/market-managers/reports?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Report>();
}

describe('reports: figures', () => {
  it('detail view: one row per vendor per market day, grand totals, tokens and day-report income', async () => {
    const { manager, market, bucks, calfresh } = await fixture();
    const report = await getReport(manager, `market_id=${market.id}&${RANGE}&view_mode=detail`);
    expect(report.totals).toEqual({
      transactions: 3,
      market_days: 2,
      gross_sales: 900,
      market_fees: 61.5,
      gov_fees: 4.5,
      token_value: 50,
      owed_by_vendors: 28.5,
      paid_to_vendors: 12.5,
      money_owed: 16,
    });
    expect(
      report.rows.map((r) => [r.market_date, r.vendor_name, r.owed_by_vendors, r.paid_to_vendors]),
    ).toEqual([
      [DAY_B, 'Green Valley Produce', 0, 12.5],
      [DAY_A, 'Green Valley Produce', 9.5, 0],
      [DAY_A, 'Rise & Shine Bakery', 19, 0],
    ]);
    expect(report.rows[1]).toMatchObject({
      market_name: 'Downtown Farmers Market',
      vendor_type: 'PRODUCER',
      gross_sales: 500,
      market_fees: 30,
      gov_fees: 1.5,
      token_value: 22,
      tokens: expect.arrayContaining([
        { token_id: bucks.id, count: 12, value: 12 },
        { token_id: calfresh.id, count: 2, value: 10 },
      ]),
    });
    expect(report.tokens).toEqual([
      expect.objectContaining({ token_id: bucks.id, name: 'Market Bucks', count: 20, value: 20 }),
      expect.objectContaining({ token_id: calfresh.id, name: 'CalFresh', count: 6, value: 30 }),
    ]);
    // Direct deposit = transaction income + additional income − expenses (docs/product.md §5), per night and in all.
    expect(report.income).toEqual({
      day_reports: 1,
      transaction_income: 16,
      additional_income: 40,
      expenses: 15,
      direct_deposit: 41,
    });
    expect(report.market_days).toEqual([
      expect.objectContaining({ market_date: DAY_B, has_day_report: false, direct_deposit: -12.5 }),
      expect.objectContaining({ market_date: DAY_A, has_day_report: true, direct_deposit: 53.5 }),
    ]);
    expect(report.groups).toEqual({ vendors: [], markets: [], days: [] });
    expect(report.truncated).toBe(false);
  });

  it('total view: totals per vendor, per market and per day, with their tokens', async () => {
    const { manager, market, calfresh } = await fixture();
    const report = await getReport(manager, `market_id=${market.id}&${RANGE}&view_mode=total`);
    expect(report.rows).toEqual([]);
    expect(report.groups.vendors).toEqual([
      expect.objectContaining({
        vendor_name: 'Green Valley Produce',
        vendor_type: 'PRODUCER',
        market_days: 2,
        gross_sales: 600,
        market_fees: 36,
        owed_by_vendors: 9.5,
        paid_to_vendors: 12.5,
        money_owed: -3,
      }),
      expect.objectContaining({ vendor_name: 'Rise & Shine Bakery', market_days: 1, gross_sales: 300 }),
    ]);
    expect(report.groups.vendors[0]?.tokens).toContainEqual({ token_id: calfresh.id, count: 6, value: 30 });
    expect(report.groups.markets).toEqual([
      expect.objectContaining({
        market_name: 'Downtown Farmers Market',
        market_days: 2,
        transactions: 3,
        gross_sales: 900,
      }),
    ]);
    expect(report.groups.days.map((d) => [d.market_date, d.transactions, d.gross_sales])).toEqual([
      [DAY_B, 1, 100],
      [DAY_A, 2, 800],
    ]);
  });

  it('gives the trend series: gross and fees by market day, fees by vendor type', async () => {
    const { manager } = await fixture();
    const report = await getReport(manager, `${RANGE}&view_mode=detail`);
    expect(report.series.by_day).toEqual([
      { market_date: DAY_A, gross_sales: 800, market_fees: 55.5, gov_fees: 3 },
      { market_date: DAY_B, gross_sales: 100, market_fees: 6, gov_fees: 1.5 },
    ]);
    expect(report.series.by_vendor_type).toEqual([
      { vendor_type: 'PRODUCER', gross_sales: 600, market_fees: 36, gov_fees: 3 },
      { vendor_type: 'NON_PRODUCER', gross_sales: 300, market_fees: 25.5, gov_fees: 1.5 },
    ]);
  });

  it('filters by vendor type and range; day-report income stays the whole night', async () => {
    const { manager } = await fixture();
    const producers = await getReport(manager, `${RANGE}&vendor_type=NON_PRODUCER`);
    expect(producers.totals).toMatchObject({ transactions: 1, gross_sales: 300, money_owed: 19 });
    expect(producers.query.vendor_type).toBe('NON_PRODUCER');
    expect(producers.income.transaction_income).toBe(16);

    const oneDay = await getReport(manager, `start_date=${DAY_B}&end_date=${DAY_B}`);
    expect(oneDay.totals).toMatchObject({ transactions: 1, gross_sales: 100, paid_to_vendors: 12.5 });
    expect(oneDay.income).toMatchObject({ day_reports: 0, direct_deposit: -12.5 });
  });

  it('answers zeros, not nulls, for a range without checkouts', async () => {
    const { manager } = await fixture();
    const report = await getReport(manager, 'start_date=2025-01-01&end_date=2025-01-31&view_mode=total');
    expect(report.totals).toMatchObject({ transactions: 0, gross_sales: 0, money_owed: 0 });
    expect(report.income.direct_deposit).toBe(0);
    expect(report.tokens).toEqual([]);
    expect(report.series.by_day).toEqual([]);
  });

  it('covers every market of the manager when no market is chosen', async () => {
    const { manager } = await fixture();
    const other = await createMarket(manager, { name: 'Sunday Market' });
    const vendor = await createKeptVendor(manager, {
      business_name: 'Sunday Honey',
      type: 'PRODUCER',
      market_ids: [other.id],
    });
    await manager.api('POST', `/market-managers/transactions/${other.id}`, {
      market_vendor_id: vendor.markets[0].market_vendor_id,
      market_date: DAY_A,
      reported_gross: 50,
      tokens: [],
    });
    const report = await getReport(manager, `${RANGE}&view_mode=total`);
    expect(report.totals.gross_sales).toBe(950);
    expect(report.groups.markets.map((m) => [m.market_name, m.gross_sales])).toEqual([
      ['Downtown Farmers Market', 900],
      ['Sunday Market', 50],
    ]);
    expect(report.groups.days.find((d) => d.market_date === DAY_A)?.market_days).toBe(2);
  });
});

describe('reports: access and validation', () => {
  it("answers 404 for another manager's market, and never counts their checkouts", async () => {
    const { market } = await fixture();
    const stranger = await signedInManager(t);
    for (const url of ['/market-managers/reports', '/market-managers/reports/export.pdf']) {
      const response = await stranger.api('GET', `${url}?market_id=${market.id}&${RANGE}`);
      expect(response.statusCode).toBe(404);
    }
    const own = await getReport(stranger, RANGE);
    expect(own.totals.transactions).toBe(0);
    expect(own.market_days).toEqual([]);
  });

  it('refuses a reversed range, a bad market id and an unknown view mode with a clear message', async () => {
    const manager = await signedInManager(t);
    const reversed = await manager.api(
      'GET',
      '/market-managers/reports?start_date=2026-02-01&end_date=2026-01-01',
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().detail).toBe('Start date must be before or equal to end date');
    const badMarket = await manager.api('GET', `/market-managers/reports?market_id=abc&${RANGE}`);
    expect(badMarket.json().detail).toBe('Market ID must be a valid UUID');
    const badMode = await manager.api('GET', `/market-managers/reports?${RANGE}&view_mode=monthly`);
    expect(badMode.statusCode).toBe(400);
    const noDates = await manager.api('GET', '/market-managers/reports');
    expect(noDates.json().detail).toBe('Date is required');
  });

  it('lets an off-season manager read reports and turns away a lapsed one', async () => {
    const offSeason = await insertManager(t.db, { plan: 'seasonal_off_season' });
    const lapsed = await insertManager(t.db, { status: 'canceled' });
    for (const [user, status] of [
      [offSeason.user, 200],
      [lapsed.user, 403],
    ] as const) {
      const { access_token } = await tokensFor(t, user.username);
      const response = await t.app.inject({
        method: 'GET',
        url: `/market-managers/reports?${RANGE}`,
        headers: bearer(access_token),
      });
      expect(response.statusCode).toBe(status);
    }
  });
});

describe('reports: PDF export', () => {
  it('is a PDF of the same figures, named for the market and range', async () => {
    const { manager, market } = await fixture();
    const response = await manager.api(
      'GET',
      `/market-managers/reports/export.pdf?market_id=${market.id}&${RANGE}&view_mode=total`,
    );
    expectDownload(response, 'pdf', 'report-downtown-farmers-market-2026-11-01-to-2026-11-30.pdf');
    const text = await pdfText(response.rawPayload);
    for (const expected of [
      'Market report: Downtown Farmers Market',
      '11/01/2026 – 11/30/2026',
      '$900.00',
      '$61.50',
      '$41.00',
      'Per vendor',
      'Green Valley Produce',
      'Per day',
      '11/14/2026',
      'Tokens redeemed',
      'CalFresh',
      'Market nights and day reports',
    ]) {
      expect(text).toContain(expected);
    }
  });
});
