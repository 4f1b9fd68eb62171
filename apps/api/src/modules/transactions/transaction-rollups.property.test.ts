import type { Transaction, TransactionPage } from '@marketday/shared';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { checkoutPayload } from '../../../test/checkout-fixtures';
import { managerWithMarket } from '../../../test/market-fixtures';
import { rowsOf } from '../../db/rows';
import { streamTransactions, type TransactionListFilter, totalFromRows } from './transaction-list.repository';
import { toListTotalsJson } from './transactions.mapper';

// The per-day rollups (docs/decisions/037) after any mix of writes: bookings, overwrites, deletes through the
// API, and hand-written SQL that moves a checkout to another vendor type or changes its token lines. Then the
// rollup tables are exactly the GROUP BY of the base rows, the list's totals (read from the rollups) equal
// the totals summed over the base rows, and every page (sought through the rollups) is the slice of the
// list's order that OFFSET paging gives.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

// Days across month ends: the list sorted by vendor seeks through whole months and counts the days around them.
const DAYS = ['2026-02-28', '2026-03-07', '2026-03-28'];
const VENDORS = ['producer', 'reseller', 'service'] as const;
const TYPES = ['PRODUCER', 'NON_PRODUCER', 'ANCILLARY'] as const;

// Few slots (3 vendors × 3 days), so that later writes often meet an earlier booking.
const slot = { vendor: fc.constantFrom(...VENDORS), day: fc.integer({ min: 0, max: DAYS.length - 1 }) };
const opArb = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('book' as const),
      ...slot,
      grossCents: fc.integer({ min: 0, max: 300_000 }),
      bucks: fc.integer({ min: 0, max: 30 }),
      calfresh: fc.integer({ min: 0, max: 6 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), ...slot }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('retype' as const), ...slot, type: fc.constantFrom(...TYPES) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('recount' as const),
      ...slot,
      add: fc.integer({ min: -2, max: 5 }),
    }),
  },
);

// A market's rows in one rollup and not in the GROUP BY of its base rows, or the other way round (0 when in
// step).
async function rollupDifferences(marketId: string): Promise<{ days: number; tokens: number; names: number }> {
  const result = await t.db.execute(sql`
    with base as (
      select manager_id, market_id, market_date, vendor_type, count(*)::int as c,
             sum(reported_gross_cents)::bigint as g, sum(market_fee_cents)::bigint as f,
             sum(gov_fee_cents)::bigint as v, sum(token_total_cents)::bigint as t, sum(money_owed_cents)::bigint as o
        from transactions where market_id = ${marketId} group by 1, 2, 3, 4),
    rolled as (
      select manager_id, market_id, market_date, vendor_type, count, reported_gross_cents, market_fee_cents,
             gov_fee_cents, token_total_cents, money_owed_cents from transaction_day_totals
       where market_id = ${marketId}),
    base_lines as (
      select t.manager_id, t.market_id, t.market_date, t.vendor_type, tt.token_id, tt.token_name, count(*)::int as l,
             sum(tt.count)::bigint as c, sum(tt.count::bigint * tt.per_dollar_value_cents)::bigint as v
        from transaction_tokens tt join transactions t on t.id = tt.transaction_id
       where t.market_id = ${marketId} group by 1, 2, 3, 4, 5, 6),
    base_names as (
      select manager_id, market_id, date_trunc('month', market_date)::date as month, vendor_type, vendor_name,
             count(*)::int as c
        from transactions where market_id = ${marketId} group by 1, 2, 3, 4, 5),
    rolled_names as (
      select manager_id, market_id, month, vendor_type, vendor_name, count from transaction_vendor_month_counts
       where market_id = ${marketId}),
    rolled_lines as (
      select manager_id, market_id, market_date, vendor_type, token_id, token_name, lines, count, value_cents
        from transaction_day_token_totals where market_id = ${marketId})
    select
      (select count(*) from ((select * from base except all select * from rolled)
                             union all (select * from rolled except all select * from base)) x)::int as days,
      (select count(*) from ((select * from base_lines except all select * from rolled_lines)
                             union all (select * from rolled_lines except all select * from base_lines)) y)::int
        as tokens,
      (select count(*) from ((select * from base_names except all select * from rolled_names)
                             union all (select * from rolled_names except all select * from base_names)) z)::int
        as names`);
  const [row] = rowsOf<{ days: number; tokens: number; names: number }>(result);
  return { days: Number(row?.days), tokens: Number(row?.tokens), names: Number(row?.names) };
}

it('a deleted checkout takes its token lines out of the rollups, and an overwrite replaces them', async () => {
  const { manager, market, vendors, bucks, calfresh } = await managerWithMarket(t);
  const day = DAYS[0]!;
  const booked = await manager.api(
    'POST',
    `/market-managers/transactions/${market.id}`,
    checkoutPayload({
      vendor: vendors.producer,
      day,
      gross: 120,
      tokens: { [bucks.id]: 4, [calfresh.id]: 1 },
    }),
  );
  expect(booked.statusCode, booked.body).toBe(201);
  const overwrite = await manager.api(
    'PUT',
    `/market-managers/transactions?market_vendor_id=${vendors.producer.market_vendor_id}&market_date=${day}`,
    checkoutPayload({ vendor: vendors.producer, day, gross: 90, tokens: { [bucks.id]: 7 } }),
  );
  expect(overwrite.statusCode, overwrite.body).toBe(200);
  expect(await rollupDifferences(market.id)).toEqual({ days: 0, tokens: 0, names: 0 });
  const totals = async () =>
    (
      await manager.api('GET', `/market-managers/transactions?market_id=${market.id}&page_size=1`)
    ).json<TransactionPage>();
  expect((await totals()).totals?.tokens.map((tk) => [tk.token_id, tk.count])).toEqual([[bucks.id, 7]]);

  const id = booked.json<{ data: { id: string } }>().data.id;
  expect((await manager.api('DELETE', `/market-managers/transactions/${id}`)).statusCode).toBe(200);
  expect(await rollupDifferences(market.id)).toEqual({ days: 0, tokens: 0, names: 0 });
  const after = await totals();
  expect(after.total_count).toBe(0);
  expect(after.totals?.tokens).toEqual([]);
});

const SORTS = [
  ['market_date', 'DESC'],
  ['market_date', 'ASC'],
  ['vendor_name', 'ASC'],
  ['vendor_name', 'DESC'],
  ['reported_gross', 'DESC'],
] as const;

it('rollups stay the sums of the checkouts through any mix of writes; totals and pages read from them agree with the base rows', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 14 }), async (ops) => {
      const { manager, market, vendors, bucks, calfresh } = await managerWithMarket(t);
      const booked = new Map<string, string>(); // vendor@day → checkout id
      for (const op of ops) {
        const key = `${op.vendor}@${DAYS[op.day]}`;
        const id = booked.get(key);
        const vendor = vendors[op.vendor];
        if (op.kind === 'book') {
          const body = checkoutPayload({
            vendor,
            day: DAYS[op.day]!,
            gross: op.grossCents / 100,
            tokens: Object.fromEntries(
              [
                [bucks.id, op.bucks],
                [calfresh.id, op.calfresh],
              ].filter(([, count]) => Number(count) > 0),
            ),
          });
          const response = id
            ? await manager.api(
                'PUT',
                `/market-managers/transactions?market_vendor_id=${vendor.market_vendor_id}&market_date=${DAYS[op.day]}`,
                body,
              )
            : await manager.api('POST', `/market-managers/transactions/${market.id}`, body);
          expect(response.statusCode, response.body).toBe(id ? 200 : 201);
          if (!id) booked.set(key, response.json<{ data: { id: string } }>().data.id);
        } else if (!id) {
          // Nothing booked there to change.
        } else if (op.kind === 'delete') {
          const response = await manager.api('DELETE', `/market-managers/transactions/${id}`);
          expect(response.statusCode, response.body).toBe(200);
          booked.delete(key);
        } else if (op.kind === 'retype') {
          await t.db.execute(sql`update transactions set vendor_type = ${op.type} where id = ${id}`);
        } else {
          await t.db.execute(
            sql`update transaction_tokens set count = greatest(count + ${op.add}, 1) where transaction_id = ${id}`,
          );
        }
      }

      expect(await rollupDifferences(market.id)).toEqual({ days: 0, tokens: 0, names: 0 });

      const [owner] = rowsOf<{ manager_id: string }>(
        await t.db.execute(sql`select manager_id from markets where id = ${market.id}`),
      );
      const scope = { managerId: owner!.manager_id };
      const filters: [string, Partial<TransactionListFilter>][] = [
        [`market_id=${market.id}`, { marketId: market.id }],
        // March whole (from the monthly counts) and a day of February (from the checkouts).
        ['start_date=2026-02-20&end_date=2026-04-10', { startDate: '2026-02-20', endDate: '2026-04-10' }],
        ['start_date=2026-03-01&end_date=2026-03-31', { startDate: '2026-03-01', endDate: '2026-03-31' }],
        // No whole month: pages past the middle are read from the far end.
        ['start_date=2026-03-02&end_date=2026-03-30', { startDate: '2026-03-02', endDate: '2026-03-30' }],
        ['vendor_type=NON_PRODUCER', { vendorType: 'NON_PRODUCER' }],
      ];
      for (const [query, narrowed] of filters) {
        const base = { scope, sortBy: 'market_date', sortDirection: 'DESC', ...narrowed } as const;
        const expected = await totalFromRows(t.db, base);
        const answer = (
          await manager.api('GET', `/market-managers/transactions?${query}&page_size=1`)
        ).json<TransactionPage>();
        expect(answer.total_count).toBe(expected.count);
        expect(answer.totals).toEqual(toListTotalsJson(expected));

        for (const [sortBy, sortDirection] of SORTS) {
          const filter = { ...base, sortBy, sortDirection } as const;
          const order: string[] = [];
          for await (const batch of streamTransactions({ db: t.db, filter, batchSize: 7 }))
            order.push(...batch.map((r) => r.id));
          const pageSize = 2;
          const pages = Math.ceil(order.length / pageSize) + 1; // and one past the end
          for (let page = 0; page < pages; page++) {
            const listed = (
              await manager.api(
                'GET',
                `/market-managers/transactions?${query}&sort_by=${sortBy}&sort_direction=${sortDirection}` +
                  `&page=${page}&page_size=${pageSize}&totals=false`,
              )
            ).json<TransactionPage>();
            expect(
              listed.data.map((row: Transaction) => row.id),
              `${query} ${sortBy} ${sortDirection} page ${page}`,
            ).toEqual(order.slice(page * pageSize, (page + 1) * pageSize));
          }
        }
      }
    }),
    // Seeded, so a failure names a run that can be replayed; each run builds a whole market.
    { numRuns: 12, seed: 20_261_129 },
  );
}, 300_000);
