import {
  ALL_VENDOR_TYPES_LABEL,
  TABLE_PAGE_SIZES,
  type TransactionSortColumn,
  type TransactionsCsvQuery,
  type TransactionsQuery,
  type VendorTransactionsCsvQuery,
  type VendorTransactionsQuery,
  type VendorType,
} from '@marketday/shared';
import type { ServerTableParams } from '@/hooks/use-server-table';

// What the lists' filters and pages ask the server for (GET /market-managers/transactions and
// GET /vendors/self/transactions, entities/transactions).

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

// The vendor's own checkouts are one vendor's, so there is no vendor-type filter (and no search).
export type VendorTransactionFilters = Omit<TransactionFilters, 'vendorType'>;

export function vendorTransactionFilterParams(filters: VendorTransactionFilters): VendorTransactionsCsvQuery {
  return {
    ...(filters.marketId ? { market_id: filters.marketId } : {}),
    start_date: filters.startDate,
    end_date: filters.endDate,
  };
}

// A page alone; the totals come once per filter (docs/decisions/019).
export function vendorTransactionParams(
  filters: VendorTransactionFilters,
  page: TransactionPageParams = FIRST_PAGE,
): VendorTransactionsQuery {
  return { ...vendorTransactionFilterParams(filters), ...page, totals: 'false' };
}

export function vendorTransactionTotalsParams(filters: VendorTransactionFilters): VendorTransactionsQuery {
  return { ...vendorTransactionFilterParams(filters), page: 0, page_size: 1 };
}
