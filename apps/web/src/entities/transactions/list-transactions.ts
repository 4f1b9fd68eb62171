import {
  ALL_VENDOR_TYPES_LABEL,
  TABLE_PAGE_SIZES,
  type TransactionPage,
  type TransactionSortColumn,
  type TransactionsCsvQuery,
  type TransactionsQuery,
  type VendorType,
} from '@marketday/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ServerTableParams } from '@/hooks/use-server-table';
import { api } from '@/lib/api-client';
import { transactionKeys } from '@/lib/query-keys';

export type TransactionFilters = {
  /** null: every market. */
  marketId: string | null;
  startDate: string;
  endDate: string;
  vendorType: VendorType | typeof ALL_VENDOR_TYPES_LABEL;
};

export type TransactionPageParams = ServerTableParams<TransactionSortColumn>;

export const FIRST_PAGE: TransactionPageParams = {
  page: 0,
  page_size: TABLE_PAGE_SIZES[0],
  sort_by: 'market_date',
  sort_direction: 'DESC',
};

// docs/product.md §7: 'All Vendor Types' (and all markets) are sent by leaving the parameter out; so is an
// empty search. The CSV export takes these and the sort; the list adds the page.
export function transactionFilterParams(filters: TransactionFilters, search = ''): TransactionsCsvQuery {
  const term = search.trim();
  return {
    ...(filters.marketId ? { market_id: filters.marketId } : {}),
    start_date: filters.startDate,
    end_date: filters.endDate,
    ...(filters.vendorType === ALL_VENDOR_TYPES_LABEL ? {} : { vendor_type: filters.vendorType }),
    ...(term ? { search: term } : {}),
  };
}

// A page alone: the range's totals come once per filter from transactionTotalsParams, so turning a page or
// sorting does not sum the whole range again (docs/decisions/019).
export function transactionParams(
  filters: TransactionFilters,
  view: { search?: string; page?: TransactionPageParams } = {},
): TransactionsQuery {
  return { ...transactionFilterParams(filters, view.search), ...(view.page ?? FIRST_PAGE), totals: 'false' };
}

export function transactionTotalsParams(filters: TransactionFilters, search = ''): TransactionsQuery {
  return { ...transactionFilterParams(filters, search), page: 0, page_size: 1 };
}

// One page of the filtered transactions with the count and totals of the whole range (docs/decisions/019).
export async function listTransactions(params: TransactionsQuery): Promise<TransactionPage> {
  const { data } = await api.get<TransactionPage>('/market-managers/transactions', { params });
  return data;
}

/** A page of either role's list (the manager's and the vendor's answers have one envelope). */
export function transactionListQuery(queryKey: readonly unknown[], queryFn: () => Promise<TransactionPage>) {
  // The next page or filter keeps the old rows (and totals) on screen until the new ones arrive.
  return queryOptions({ queryKey, queryFn, placeholderData: keepPreviousData });
}

export function transactionsQueryOptions(params: TransactionsQuery) {
  return transactionListQuery(transactionKeys.list(params), () => listTransactions(params));
}
