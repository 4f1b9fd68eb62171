import { and, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  transactionDayTokenTotals,
  transactionDayTotals,
  transactions,
  transactionVendorMonthCounts,
} from '../../db/schema';
import { type TotalsRow, totalsOfRow } from './transaction-totals-row';

// Reads of the per-day rollups of the checkouts (docs/decisions/037). The database keeps them in step with
// every write (the triggers of migration 0027), so what they answer equals the same question asked of the
// base rows. They hold a manager's checkouts by market, market date and vendor type: a filter on anything
// else (a search in the names) is not theirs to answer.

/** The filter of the transactions list as far as a rollup can hold it. */
export type RollupFilter = {
  managerId: string;
  marketIds?: string[] | null | undefined;
  marketId?: string | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  vendorType?: string | undefined;
};

type RollupTable =
  | typeof transactionDayTotals
  | typeof transactionDayTokenTotals
  | typeof transactionVendorMonthCounts;

function scopeSql(table: RollupTable, filter: RollupFilter): SQL[] {
  const where = [eq(table.managerId, filter.managerId)];
  if (filter.marketIds) where.push(inArray(table.marketId, filter.marketIds));
  if (filter.marketId) where.push(eq(table.marketId, filter.marketId));
  if (filter.vendorType) where.push(sql`${table.vendorType} = ${filter.vendorType}`);
  return where;
}

function whereSql(
  table: typeof transactionDayTotals | typeof transactionDayTokenTotals,
  filter: RollupFilter,
) {
  const where = scopeSql(table, filter);
  if (filter.startDate) where.push(gte(table.marketDate, filter.startDate));
  if (filter.endDate) where.push(lte(table.marketDate, filter.endDate));
  return and(...where);
}

/** Count and money of the filtered range, and its token lines by token, in one statement (one snapshot). */
export async function rollupTotals(db: Database, filter: RollupFilter) {
  const days = transactionDayTotals;
  const lines = transactionDayTokenTotals;
  const result = await db.execute(sql`
    select
      (select json_build_object('count', coalesce(sum(${days.count}), 0),
              'gross', coalesce(sum(${days.reportedGrossCents}), 0), 'fee', coalesce(sum(${days.marketFeeCents}), 0),
              'gov', coalesce(sum(${days.govFeeCents}), 0), 'token', coalesce(sum(${days.tokenTotalCents}), 0),
              'owed', coalesce(sum(${days.moneyOwedCents}), 0))
         from ${days} where ${whereSql(days, filter)}) as sums,
      (select coalesce(json_agg(k order by k.name, k.token_id), '[]'::json) from (
         select ${lines.tokenId} as token_id, max(${lines.tokenName}) as name, sum(${lines.count}) as count,
                sum(${lines.valueCents}) as value
           from ${lines} where ${whereSql(lines, filter)}
          group by ${lines.tokenId}) k) as tokens`);
  return totalsOfRow(rowsOf<TotalsRow>(result)[0]);
}

/** How many checkouts the filtered range holds. */
export async function rollupCount(db: Database, filter: RollupFilter): Promise<number> {
  const days = transactionDayTotals;
  const [row] = await db
    .select({ count: sql<string | number | null>`sum(${days.count})` })
    .from(days)
    .where(whereSql(days, filter));
  return Number(row?.count ?? 0);
}

/**
 * Where the row at `offset` of the range sorted by market date falls: its market date, and how many rows of
 * the range come before that date in the order. Null past the end.
 */
export async function rollupDaySeek(
  db: Database,
  filter: RollupFilter,
  direction: 'ASC' | 'DESC',
  offset: number,
): Promise<{ marketDate: string; before: number } | null> {
  const days = transactionDayTotals;
  const order = direction === 'DESC' ? sql`market_date desc` : sql`market_date asc`;
  const result = await db.execute(sql`
    select market_date::text as market_date, before from (
      select market_date, n, sum(n) over (order by ${order}) - n as before from (
        select ${days.marketDate} as market_date, sum(${days.count}) as n
          from ${days} where ${whereSql(days, filter)} group by ${days.marketDate}) d) c
     where before <= ${offset} and before + n > ${offset}`);
  const [row] = rowsOf<{ market_date: string; before: string | number }>(result);
  return row ? { marketDate: row.market_date, before: Number(row.before) } : null;
}

// YYYY-MM-DD arithmetic on calendar dates (no time zone is involved: a market date is a date).
const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const monthAfter = (day: string) =>
  isoDate(new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)), 1)));
const dayAfter = (day: string) => isoDate(new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000));

/**
 * Where the row at `offset` of the range sorted by vendor name falls: the vendor name, and how many rows of
 * the range come before that name in the order. The months wholly inside the range are counted from the
 * monthly counts by vendor name, the days of a month the range only cuts into from the checkouts themselves
 * (at most two months' rows, walked in an index). Null past the end, or when the range holds no whole month
 * (a walk of less than two months is short anyway): the caller then walks.
 */
export async function rollupNameSeek(
  db: Database,
  filter: RollupFilter & { baseWhere: SQL | undefined },
  direction: 'ASC' | 'DESC',
  offset: number,
): Promise<{ vendorName: string; before: number } | null> {
  const { startDate, endDate } = filter;
  // Whole months: from `firstMonth` (inclusive) to `afterMonths` (exclusive), each bound open when unset.
  const firstMonth = startDate && (startDate.endsWith('-01') ? startDate : monthAfter(startDate));
  const afterMonths =
    endDate && (dayAfter(endDate).endsWith('-01') ? dayAfter(endDate) : `${endDate.slice(0, 8)}01`);
  if (firstMonth && afterMonths && firstMonth >= afterMonths) return null;
  const months = transactionVendorMonthCounts;
  const inMonths = scopeSql(months, filter);
  if (firstMonth) inMonths.push(gte(months.month, firstMonth));
  if (afterMonths) inMonths.push(sql`${months.month} < ${afterMonths}`);
  // The days outside the whole months, each side a range of its own (an OR of the two would be read
  // through the table's rows instead of the list index).
  const outside = [
    ...(firstMonth ? [sql`${transactions.marketDate} < ${firstMonth}`] : []),
    ...(afterMonths ? [sql`${transactions.marketDate} >= ${afterMonths}`] : []),
  ];
  const edges = outside.map(
    (side) => sql`union all
      select ${transactions.vendorName} as vendor_name, count(*) as n from ${transactions}
       where ${filter.baseWhere} and ${side} group by ${transactions.vendorName}`,
  );
  const order = direction === 'DESC' ? sql`vendor_name desc` : sql`vendor_name asc`;
  const result = await db.execute(sql`
    select vendor_name, before from (
      select vendor_name, n, sum(n) over (order by ${order}) - n as before from (
        select vendor_name, sum(n) as n from (
          select ${months.vendorName} as vendor_name, sum(${months.count}) as n from ${months}
           where ${and(...inMonths)} group by ${months.vendorName}
          ${sql.join(edges, sql` `)}) x group by vendor_name) counts) c
     where before <= ${offset} and before + n > ${offset}`);
  const [row] = rowsOf<{ vendor_name: string; before: string | number }>(result);
  return row ? { vendorName: row.vendor_name, before: Number(row.before) } : null;
}
