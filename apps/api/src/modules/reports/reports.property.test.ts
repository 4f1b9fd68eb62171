import {
  dollarsToCents,
  type Report,
  type ReportFigures,
  type Transaction,
  type TransactionPage,
} from '@marketday/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { managerWithMarket } from '../../../test/market-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAYS = ['2026-09-05', '2026-09-12', '2026-09-19', '2026-09-26'];
const VENDOR_KEYS = ['producer', 'reseller', 'service'] as const;
const ALL_TIME = 'start_date=2000-01-01&end_date=2030-12-31';

const checkoutArb = fc.record({
  vendor: fc.constantFrom(...VENDOR_KEYS),
  day: fc.integer({ min: 0, max: DAYS.length - 1 }),
  grossCents: fc.integer({ min: 0, max: 300_000 }),
  bucks: fc.integer({ min: 0, max: 40 }),
  calfresh: fc.integer({ min: 0, max: 8 }),
});
const dayReportArb = fc.record({
  day: fc.integer({ min: 0, max: DAYS.length - 1 }),
  additionalCents: fc.integer({ min: 0, max: 50_000 }),
  expensesCents: fc.integer({ min: 0, max: 50_000 }),
});

// Sums of the underlying checkouts, in cents, computed here from the transactions list.
function expectedFigures(list: Transaction[]) {
  const cents = (pick: (tx: Transaction) => number) =>
    list.reduce((s, tx) => s + dollarsToCents(pick(tx)), 0);
  return {
    transactions: list.length,
    gross: cents((tx) => tx.reported_gross),
    fees: cents((tx) => tx.market_fee),
    gov: cents((tx) => tx.gov_fee),
    tokens: cents((tx) => tx.token_total),
    owed: cents((tx) => Math.max(tx.money_owed, 0)),
    paidOut: cents((tx) => Math.max(-tx.money_owed, 0)),
    net: cents((tx) => tx.money_owed),
  };
}

function inCents(f: ReportFigures) {
  return {
    transactions: f.transactions,
    gross: dollarsToCents(f.gross_sales),
    fees: dollarsToCents(f.market_fees),
    gov: dollarsToCents(f.gov_fees),
    tokens: dollarsToCents(f.token_value),
    owed: dollarsToCents(f.owed_by_vendors),
    paidOut: dollarsToCents(f.paid_to_vendors),
    net: dollarsToCents(f.money_owed),
  };
}

function sumRows(rows: ReportFigures[]) {
  const zero = { transactions: 0, gross: 0, fees: 0, gov: 0, tokens: 0, owed: 0, paidOut: 0, net: 0 };
  return rows.map(inCents).reduce((s, r) => {
    for (const key of Object.keys(s) as (keyof typeof s)[]) s[key] += r[key];
    return s;
  }, zero);
}

it('report totals equal the sums of the underlying transactions for random checkouts', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.uniqueArray(checkoutArb, { minLength: 1, maxLength: 9, selector: (c) => `${c.vendor}@${c.day}` }),
      fc.uniqueArray(dayReportArb, { maxLength: 3, selector: (r) => r.day }),
      async (checkouts, dayReports) => {
        const { manager, market, vendors, bucks, calfresh } = await managerWithMarket(t);
        for (const c of checkouts) {
          const response = await manager.api('POST', `/market-managers/transactions/${market.id}`, {
            market_vendor_id: vendors[c.vendor].market_vendor_id,
            market_date: DAYS[c.day],
            reported_gross: c.grossCents / 100,
            tokens: [
              { token_id: bucks.id, count: c.bucks },
              { token_id: calfresh.id, count: c.calfresh },
            ].filter((x) => x.count > 0),
          });
          expect(response.statusCode, response.body).toBe(201);
        }
        for (const r of dayReports) {
          const response = await manager.api('POST', `/market-managers/markets/${market.id}/day-reports`, {
            market: market.id,
            date: DAYS[r.day],
            additional_income: r.additionalCents / 100,
            expenses: r.expensesCents / 100,
          });
          expect(response.statusCode, response.body).toBe(201);
        }
        const list = (
          await manager.api('GET', `/market-managers/transactions?${ALL_TIME}&page_size=200`)
        ).json<TransactionPage>().data;
        const expected = expectedFigures(list);
        const get = async (mode: string) =>
          (await manager.api('GET', `/market-managers/reports?${ALL_TIME}&view_mode=${mode}`)).json<Report>();
        const [detail, total] = await Promise.all([get('detail'), get('total')]);

        expect(inCents(detail.totals)).toEqual(expected);
        expect(inCents(total.totals)).toEqual(expected);
        expect(sumRows(detail.rows)).toEqual(expected);
        expect(sumRows(total.groups.vendors)).toEqual(expected);
        expect(sumRows(total.groups.markets)).toEqual(expected);
        expect(sumRows(total.groups.days)).toEqual(expected);

        const tokenCounts = new Map<string, number>();
        for (const tx of list)
          for (const tk of tx.tokens)
            tokenCounts.set(tk.token_id, (tokenCounts.get(tk.token_id) ?? 0) + tk.count);
        expect(new Map(detail.tokens.map((tk) => [tk.token_id, tk.count]))).toEqual(tokenCounts);
        expect(detail.tokens.reduce((s, tk) => s + dollarsToCents(tk.value), 0)).toBe(expected.tokens);

        const additional = dayReports.reduce((s, r) => s + r.additionalCents, 0);
        const expenses = dayReports.reduce((s, r) => s + r.expensesCents, 0);
        expect(dollarsToCents(detail.income.transaction_income)).toBe(expected.net);
        expect(dollarsToCents(detail.income.direct_deposit)).toBe(expected.net + additional - expenses);
        expect(detail.income.day_reports).toBe(dayReports.length);
      },
    ),
    // Seeded, so a failure names a run that can be replayed; each run builds a whole market.
    { numRuns: 10, seed: 20_261_124 },
  );
}, 240_000);
