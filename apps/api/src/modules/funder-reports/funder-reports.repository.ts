import type { ShopperCountMethod, TokenFloatKind, TokenFloatMethod, TokenProgram } from '@marketday/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';

// The funder reports' reads, for one market and range, each summed by PostgreSQL per market day (and vendor,
// token or entry kind): the checkouts, the token float and the day reports. The days, months and periods are put
// together from them in funder-reports.service.ts. Money stays in integer cents; sums come back as float8.

export type FunderFilter = { managerId: string; marketId: string; startDate: string; endDate: string };

/** The market's name, or null when it is not this manager's (the caller answers 404). */
export async function ownedMarketName(db: Database, filter: FunderFilter): Promise<string | null> {
  const result = await db.execute(
    sql`select name from markets where id = ${filter.marketId} and manager_id = ${filter.managerId}`,
  );
  return rowsOf<{ name: string }>(result)[0]?.name ?? null;
}

export type FunderTokenRow = { id: string; program: TokenProgram; per_dollar_value_cents: number };

/** Every token of the market, retired ones too: their history still counts. */
export async function marketTokens(db: Database, marketId: string) {
  const result = await db.execute(sql`
    select k.id::text as id, k.program::text as program, k.per_dollar_value_cents
      from tokens k
     where k.market_id = ${marketId}`);
  return rowsOf<FunderTokenRow>(result);
}

function inRange(column: SQL, filter: FunderFilter): SQL {
  return sql`${column} between ${filter.startDate}::date and ${filter.endDate}::date`;
}

export type CheckoutRow = { market_date: string; vendor_id: string; gross: number };

/** One row per checkout (one vendor's market day): its reported gross. */
export async function checkoutsPerDay(db: Database, filter: FunderFilter) {
  const result = await db.execute(sql`
    select t.market_date::text as market_date, t.vendor_id::text as vendor_id,
           t.reported_gross_cents::float8 as gross
      from transactions t
     where t.manager_id = ${filter.managerId} and t.market_id = ${filter.marketId}
       and ${inRange(sql`t.market_date`, filter)}`);
  return rowsOf<CheckoutRow>(result);
}

export type RedeemedRow = {
  market_date: string;
  vendor_id: string;
  program: TokenProgram;
  count: number;
  value: number;
};

/** Tokens vendors took, per market day, vendor and program; valued at each checkout's own per-token value. */
export async function redeemedPerDay(db: Database, filter: FunderFilter) {
  const result = await db.execute(sql`
    select t.market_date::text as market_date, t.vendor_id::text as vendor_id, k.program::text as program,
           sum(tt.count)::float8 as count, sum(tt.count::bigint * tt.per_dollar_value_cents)::float8 as value
      from transactions t
      join transaction_tokens tt on tt.transaction_id = t.id
      join tokens k on k.id = tt.token_id
     where t.manager_id = ${filter.managerId} and t.market_id = ${filter.marketId}
       and ${inRange(sql`t.market_date`, filter)} and tt.count > 0
     group by t.market_date, t.vendor_id, k.program`);
  return rowsOf<RedeemedRow>(result);
}

export type FloatRow = {
  market_date: string;
  token_id: string;
  kind: TokenFloatKind;
  method: TokenFloatMethod;
  count: number;
  amount: number;
  shoppers: number;
};

/** The info booth's entries, per market day, token, kind and method (the market is the manager's: checked first). */
export async function floatPerDay(db: Database, filter: FunderFilter) {
  const result = await db.execute(sql`
    select e.market_date::text as market_date, e.token_id::text as token_id, e.kind::text as kind,
           e.method::text as method, sum(e.count)::float8 as count, sum(e.amount_cents)::float8 as amount,
           sum(e.shoppers)::float8 as shoppers
      from token_float_entries e
     where e.market_id = ${filter.marketId} and ${inRange(sql`e.market_date`, filter)}
     group by e.market_date, e.token_id, e.kind, e.method`);
  return rowsOf<FloatRow>(result);
}

export type DayReportRow = {
  market_date: string;
  shopper_count: number | null;
  shopper_count_method: ShopperCountMethod | null;
  snap_transactions: number | null;
  snap_cents: number | null;
  incentive_transactions: number | null;
  incentive_cents: number | null;
  new_snap_customers: number | null;
  tokens_distributed: { token_id: string; count: number }[];
};

/** The day reports of the range (one per market day), with the funders' figures they hold. */
export async function dayReports(db: Database, filter: FunderFilter) {
  const result = await db.execute(sql`
    select r.market_date::text as market_date, r.shopper_count, r.shopper_count_method::text as shopper_count_method,
           r.snap_transactions, r.snap_cents, r.incentive_transactions, r.incentive_cents, r.new_snap_customers,
           r.tokens_distributed
      from day_reports r
     where r.manager_id = ${filter.managerId} and r.market_id = ${filter.marketId}
       and ${inRange(sql`r.market_date`, filter)}`);
  return rowsOf<DayReportRow>(result);
}
