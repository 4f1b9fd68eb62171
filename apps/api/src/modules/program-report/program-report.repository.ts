import type { TokenProgram } from '@marketday/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';

// The program report's reads, all for one market and range, summed by PostgreSQL per token and market day (a
// few hundred rows for years of a market); the months, programs and distinct counts are put together from
// them in program-report-figures.ts. Money stays in integer cents; sums come back as float8, exact below 2^53.

export type ProgramReportFilter = { managerId: string; marketId: string; startDate: string; endDate: string };

/** The market's name, or null when it is not this manager's (the caller answers 404). */
export async function ownedMarketName(db: Database, filter: ProgramReportFilter): Promise<string | null> {
  const result = await db.execute(
    sql`select name from markets where id = ${filter.marketId} and manager_id = ${filter.managerId}`,
  );
  return rowsOf<{ name: string }>(result)[0]?.name ?? null;
}

export type ProgramTokenRow = {
  id: string;
  name: string;
  program: TokenProgram;
  program_name: string | null;
  per_dollar_value_cents: number;
  is_retired: boolean;
};

/** Every token of the market, retired ones too (their history still counts), in the manager's order. */
export async function marketTokens(db: Database, marketId: string) {
  const result = await db.execute(sql`
    select k.id, k.name, k.program::text as program, k.program_name, k.per_dollar_value_cents,
           (k.deleted_at is not null) as is_retired
      from tokens k
     where k.market_id = ${marketId}
     order by k.position, k.name, k.id`);
  return rowsOf<ProgramTokenRow>(result);
}

function checkouts(filter: ProgramReportFilter): SQL {
  return sql`transactions t join transaction_tokens tt on tt.transaction_id = t.id
     where t.manager_id = ${filter.managerId} and t.market_id = ${filter.marketId}
       and t.market_date between ${filter.startDate}::date and ${filter.endDate}::date
       and tt.count > 0`;
}

export type TokenDayRow = { token_id: string; market_date: string; count: number; value: number };

/** Tokens vendors took, per token and market day; the value at each checkout's own per-token value. */
export async function redeemedPerDay(db: Database, filter: ProgramReportFilter) {
  const result = await db.execute(sql`
    select tt.token_id, t.market_date::text as market_date, sum(tt.count)::float8 as count,
           sum(tt.count::bigint * tt.per_dollar_value_cents)::float8 as value
      from ${checkouts(filter)}
     group by tt.token_id, t.market_date`);
  return rowsOf<TokenDayRow>(result);
}

export type TokenVendorMonthRow = { token_id: string; vendor_id: string; month: string };

/** Which vendors redeemed which token in which month (one row per pair), for the distinct vendor counts. */
export async function redeemingVendors(db: Database, filter: ProgramReportFilter) {
  const result = await db.execute(sql`
    select tt.token_id, t.vendor_id, to_char(t.market_date, 'YYYY-MM') as month
      from ${checkouts(filter)}
     group by tt.token_id, t.vendor_id, to_char(t.market_date, 'YYYY-MM')`);
  return rowsOf<TokenVendorMonthRow>(result);
}

export type DistributedDayRow = { token_id: string; market_date: string; count: number };

/**
 * Tokens handed to shoppers per token and market day, by the one truth of the token float (docs/product.md §16): a
 * day with any token float entry for the market counts that day's ISSUE entries; a day without one falls back to its
 * day report's `tokens_distributed`. (The market is the manager's: the service checks it first.)
 */
export async function distributedPerDay(db: Database, filter: ProgramReportFilter) {
  const range = sql`between ${filter.startDate}::date and ${filter.endDate}::date`;
  const result = await db.execute(sql`
    select e.token_id::text as token_id, e.market_date::text as market_date, sum(e.count)::float8 as count
      from token_float_entries e
     where e.market_id = ${filter.marketId} and e.market_date ${range} and e.kind = 'ISSUE'
     group by e.token_id, e.market_date
    union all
    select d.token_id, r.market_date::text as market_date, sum(d.count)::float8 as count
      from day_reports r
     cross join lateral jsonb_to_recordset(r.tokens_distributed) as d(token_id text, count int)
     where r.manager_id = ${filter.managerId} and r.market_id = ${filter.marketId}
       and r.market_date ${range}
       and d.count > 0
       and not exists (
         select 1 from token_float_entries f where f.market_id = r.market_id and f.market_date = r.market_date)
     group by d.token_id, r.market_date`);
  return rowsOf<DistributedDayRow>(result);
}
