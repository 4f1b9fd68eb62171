import type { TransactionRecord, TransactionSortColumn, VendorType } from '@marketday/shared';
import { and, asc, desc, eq, gt, gte, ilike, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { transactions, transactionTokens, users } from '../../db/schema';
import { containsPattern } from '../../lib/like-pattern';
import {
  type RollupFilter,
  rollupCount,
  rollupDaySeek,
  rollupNameSeek,
  rollupTotals,
} from './transaction-rollups.repository';
import { type TotalsRow, type TransactionListTotalsRecord, totalsOfRow } from './transaction-totals-row';
import { type TokenJson, toRecord } from './transactions.repository';

type TransactionRow = typeof transactions.$inferSelect;

// Whose checkouts: a manager's (every market of their account) or a vendor's (every market they sell at).
// A staff member's scope also names their markets (null: every market of the manager; docs/decisions/029).
export type TransactionScope = { managerId: string; marketIds?: string[] | null } | { vendorId: string };

export type TransactionListFilter = {
  scope: TransactionScope;
  marketId?: string | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  vendorType?: VendorType | undefined;
  search?: string | undefined;
  sortBy: TransactionSortColumn;
  sortDirection: 'ASC' | 'DESC';
};

function filterSql(filter: TransactionListFilter): SQL | undefined {
  const where = [
    'managerId' in filter.scope
      ? eq(transactions.managerId, filter.scope.managerId)
      : eq(transactions.vendorId, filter.scope.vendorId),
  ];
  if ('managerId' in filter.scope && filter.scope.marketIds) {
    where.push(inArray(transactions.marketId, filter.scope.marketIds));
  }
  if (filter.marketId) where.push(eq(transactions.marketId, filter.marketId));
  if (filter.startDate) where.push(gte(transactions.marketDate, filter.startDate));
  if (filter.endDate) where.push(lte(transactions.marketDate, filter.endDate));
  if (filter.vendorType) where.push(eq(transactions.vendorType, filter.vendorType));
  if (filter.search) {
    // The user's text matches itself: % and _ are escaped (like-pattern.ts).
    const pattern = containsPattern(filter.search);
    const matches = or(ilike(transactions.vendorName, pattern), ilike(transactions.marketName, pattern));
    if (matches) where.push(matches);
  }
  return and(...where);
}

// The filter as the per-day rollups hold it (docs/decisions/037): a manager's checkouts by market, date and
// vendor type. A vendor's own list (a row a market day at most) and a search in the names read the base rows.
function rollupFilterOf(filter: TransactionListFilter): RollupFilter | null {
  if (!('managerId' in filter.scope) || filter.search) return null;
  return {
    managerId: filter.scope.managerId,
    marketIds: filter.scope.marketIds,
    marketId: filter.marketId,
    startDate: filter.startDate,
    endDate: filter.endDate,
    vendorType: filter.vendorType,
  };
}

type Field = keyof TransactionRow;
type SortKey = { column: AnyPgColumn; field: Field; descending: boolean };

const SORT_FIELDS: Record<TransactionSortColumn, Field> = {
  market_date: 'marketDate',
  market_name: 'marketName',
  vendor_name: 'vendorName',
  vendor_type: 'vendorType',
  reported_gross: 'reportedGrossCents',
  market_fee: 'marketFeeCents',
  gov_fee: 'govFeeCents',
  token_total: 'tokenTotalCents',
  money_owed: 'moneyOwedCents',
};

const key = (field: Field, descending = false): SortKey => ({
  column: transactions[field],
  field,
  descending,
});

// The chosen column, then (for a market day) market and vendor by name as the page showed them before, then
// the id: a unique last key makes the order total, so pages and CSV batches never repeat or skip a row.
// Another column's id runs in the column's direction, so one index walk, forwards or backwards, serves
// the order (the transactions_market_by_*_idx indexes).
function sortKeys(filter: TransactionListFilter): SortKey[] {
  const descending = filter.sortDirection === 'DESC';
  const keys = [key(SORT_FIELDS[filter.sortBy], descending)];
  if (filter.sortBy === 'market_date') keys.push(key('marketName'), key('vendorName'), key('id'));
  else keys.push(key('id', descending));
  return keys;
}

function orderSql(keys: SortKey[]): SQL[] {
  return keys.map((k) => (k.descending ? desc(k.column) : asc(k.column)));
}

// Rows after `last` in the order of `keys` (keyset paging): a tuple comparison spelled out, because the keys
// may run in different directions.
function afterSql(keys: SortKey[], last: Record<string, unknown>): SQL | undefined {
  const branches = keys.map((key, index) => {
    const equalBefore = keys.slice(0, index).map((k) => eq(k.column, last[k.field]));
    const beyond = key.descending ? lt(key.column, last[key.field]) : gt(key.column, last[key.field]);
    return and(...equalBefore, beyond);
  });
  return or(...branches);
}

// The token lines of a page of checkouts in one query.
async function withTokens(db: Database, rows: TransactionRow[]): Promise<TransactionRecord[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(transactionTokens)
    .where(
      inArray(
        transactionTokens.transactionId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(transactionTokens.tokenName));
  const byTransaction = new Map<string, TokenJson[]>();
  for (const line of lines) {
    const list = byTransaction.get(line.transactionId) ?? [];
    list.push({
      token_id: line.tokenId,
      name: line.tokenName,
      count: line.count,
      per_dollar_value_cents: line.perDollarValueCents,
    });
    byTransaction.set(line.transactionId, list);
  }
  return rows.map((row) => toRecord({ row, tokens: byTransaction.get(row.id) ?? [] }));
}

// Which rows make the page: the rows at `offset` of the filtered range in the order of `keys`, maybe
// within a narrower `where`.
type PagePlan = { where: SQL | undefined; keys: SortKey[]; offset: number; limit: number };

const reversed = (keys: SortKey[]): SortKey[] => keys.map((k) => ({ ...k, descending: !k.descending }));

// How a page is reached without walking every row before it (docs/decisions/037). A deep OFFSET walks its
// rows in an index (50,000 entries for the middle of 100,000, twice that for the last page); the per-day
// rollups tell how many rows each market date holds, so
// - sorted by market date, the page starts at most one day's rows into the date it falls on;
// - sorted by vendor, at most one vendor name's rows into the name it falls on (the monthly counts by name,
//   when the range holds a whole month);
// - sorted by another column, a page in the second half of the range is read from the far end, in the
//   reversed order (the last page is then as cheap as the first).
// The first page, a vendor's list and a search walk from the start, as before. Null: past the end.
async function planPage(
  db: Database,
  filter: TransactionListFilter,
  offset: number,
  limit: number,
): Promise<PagePlan | null> {
  const keys = sortKeys(filter);
  const where = filterSql(filter);
  const rollup = rollupFilterOf(filter);
  if (!rollup || offset === 0) return { where, keys, offset, limit };
  if (filter.sortBy === 'market_date') {
    const seek = await rollupDaySeek(db, rollup, filter.sortDirection, offset);
    if (!seek) return null;
    const from =
      filter.sortDirection === 'DESC'
        ? lte(transactions.marketDate, seek.marketDate)
        : gte(transactions.marketDate, seek.marketDate);
    return { where: and(where, from), keys, offset: offset - seek.before, limit };
  }
  if (filter.sortBy === 'vendor_name') {
    const seek = await rollupNameSeek(db, { ...rollup, baseWhere: where }, filter.sortDirection, offset);
    if (seek) {
      const from =
        filter.sortDirection === 'DESC'
          ? lte(transactions.vendorName, seek.vendorName)
          : gte(transactions.vendorName, seek.vendorName);
      return { where: and(where, from), keys, offset: offset - seek.before, limit };
    }
  }
  const total = await rollupCount(db, rollup);
  if (offset >= total) return null;
  const after = total - offset - limit; // rows after the page
  if (after >= offset) return { where, keys, offset, limit };
  return { where, keys: reversed(keys), offset: Math.max(after, 0), limit: Math.min(limit, total - offset) };
}

// One page of the filtered checkouts (LIMIT/OFFSET over an order made total by the id, from where planPage
// starts it). The page's ids are found first and only its rows are read whole: the rows skipped over are
// then walked in an index (transactions_market_list_idx for a market's default order), not read and sorted
// whole. The page comes back in the list's order whichever way its ids were found.
export async function pageTransactions({
  db,
  filter,
  page,
  pageSize,
}: {
  db: Database;
  filter: TransactionListFilter;
  page: number;
  pageSize: number;
}): Promise<TransactionRecord[]> {
  const plan = await planPage(db, filter, page * pageSize, pageSize);
  if (!plan) return [];
  const pageIds = db
    .select({ id: transactions.id })
    .from(transactions)
    .where(plan.where)
    .orderBy(...orderSql(plan.keys))
    .limit(plan.limit)
    .offset(plan.offset);
  const rows = await db
    .select({ row: transactions, checkedOutBy: users.username })
    .from(transactions)
    .leftJoin(users, eq(users.id, transactions.createdBy))
    .where(inArray(transactions.id, pageIds))
    .orderBy(...orderSql(sortKeys(filter)));
  const records = await withTokens(
    db,
    rows.map((r) => r.row),
  );
  // "Checked out by" is the manager's column: a vendor's list does not name the market's people.
  if (!('managerId' in filter.scope)) return records;
  return records.map((record, i) => ({ ...record, checkedOutBy: rows[i]?.checkedOutBy ?? null }));
}

export type { TransactionListTotalsRecord } from './transaction-totals-row';

// The money of the whole filtered range: from the per-day rollups when they hold the filter (a few hundred
// rows for two years of a market, docs/decisions/037), else summed over the base rows by the database in one
// statement (no rows are loaded).
export async function totalTransactions({
  db,
  filter,
}: {
  db: Database;
  filter: TransactionListFilter;
}): Promise<TransactionListTotalsRecord> {
  const rollup = rollupFilterOf(filter);
  if (rollup) return rollupTotals(db, rollup);
  return totalFromRows(db, filter);
}

// The same totals summed over the base rows: a vendor's list, a search, and the tests' reference.
export async function totalFromRows(
  db: Database,
  filter: TransactionListFilter,
): Promise<TransactionListTotalsRecord> {
  const where = filterSql(filter);
  // Two scalar subqueries rather than one CTE: the planner then sees each filter and, for a short range,
  // reaches the token lines by their key instead of hashing the whole token table.
  const result = await db.execute(sql`
    select
      (select json_build_object('count', count(*), 'gross', coalesce(sum(${transactions.reportedGrossCents}), 0),
              'fee', coalesce(sum(${transactions.marketFeeCents}), 0), 'gov', coalesce(sum(${transactions.govFeeCents}), 0),
              'token', coalesce(sum(${transactions.tokenTotalCents}), 0),
              'owed', coalesce(sum(${transactions.moneyOwedCents}), 0))
         from ${transactions} where ${where}) as sums,
      (select coalesce(json_agg(k order by k.name, k.token_id), '[]'::json) from (
         select tt.token_id, max(tt.token_name) as name, sum(tt.count) as count,
                sum(tt.count::bigint * tt.per_dollar_value_cents) as value
           from ${transactions} join transaction_tokens tt on tt.transaction_id = ${transactions.id}
          where ${where}
          group by tt.token_id) k) as tokens`);
  return totalsOfRow(rowsOf<TotalsRow>(result)[0]);
}

// Small enough that building one batch of CSV holds the event loop for a few milliseconds (docs/limits.md).
export const EXPORT_BATCH_SIZE = 500;

// Every filtered checkout in list order, a batch at a time: each batch starts after the last row of the one
// before (keyset), so memory stays one batch whatever the range, and other requests run between batches.
export async function* streamTransactions({
  db,
  filter,
  batchSize = EXPORT_BATCH_SIZE,
}: {
  db: Database;
  filter: TransactionListFilter;
  batchSize?: number;
}): AsyncGenerator<TransactionRecord[]> {
  const keys = sortKeys(filter);
  let last: TransactionRow | undefined;
  for (;;) {
    const where = last ? sql`${filterSql(filter)} and (${afterSql(keys, last)})` : filterSql(filter);
    const rows = await db
      .select()
      .from(transactions)
      .where(where)
      .orderBy(...orderSql(keys))
      .limit(batchSize);
    if (rows.length > 0) yield await withTokens(db, rows);
    if (rows.length < batchSize) return;
    last = rows[rows.length - 1];
  }
}
