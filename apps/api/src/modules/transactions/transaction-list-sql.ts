import type { TransactionSortColumn, VendorType } from '@marketday/shared';
import { and, asc, desc, eq, gt, gte, ilike, inArray, lt, lte, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { transactions } from '../../db/schema';
import { containsPattern } from '../../lib/like-pattern';

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

export function filterSql(filter: TransactionListFilter): SQL | undefined {
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

type Field = keyof typeof transactions.$inferSelect;
export type SortKey = { column: AnyPgColumn; field: Field; descending: boolean };

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
export function sortKeys(filter: TransactionListFilter): SortKey[] {
  const descending = filter.sortDirection === 'DESC';
  const keys = [key(SORT_FIELDS[filter.sortBy], descending)];
  if (filter.sortBy === 'market_date') keys.push(key('marketName'), key('vendorName'), key('id'));
  else keys.push(key('id', descending));
  return keys;
}

export function orderSql(keys: SortKey[]): SQL[] {
  return keys.map((k) => (k.descending ? desc(k.column) : asc(k.column)));
}

// Rows after `last` in the order of `keys` (keyset paging): a tuple comparison spelled out, because the keys
// may run in different directions.
export function afterSql(keys: SortKey[], last: Record<string, unknown>): SQL | undefined {
  const branches = keys.map((key, index) => {
    const equalBefore = keys.slice(0, index).map((k) => eq(k.column, last[k.field]));
    const beyond = key.descending ? lt(key.column, last[key.field]) : gt(key.column, last[key.field]);
    return and(...equalBefore, beyond);
  });
  return or(...branches);
}
