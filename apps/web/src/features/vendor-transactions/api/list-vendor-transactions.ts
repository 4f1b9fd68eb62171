import {
  TABLE_PAGE_SIZES,
  type TransactionSortColumn,
  type VendorTransactions,
  type VendorTransactionsCsvQuery,
  type VendorTransactionsQuery,
} from '@marketday/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ServerTableParams } from '@/hooks/use-server-table';
import { api } from '@/lib/api-client';
import { vendorTransactionKeys } from '@/lib/query-keys';

export type VendorTransactionFilters = {
  /** null: every market. */
  marketId: string | null;
  startDate: string;
  endDate: string;
};

export type VendorTransactionPageParams = ServerTableParams<TransactionSortColumn>;

const FIRST_PAGE: VendorTransactionPageParams = {
  page: 0,
  page_size: TABLE_PAGE_SIZES[0],
  sort_by: 'market_date',
  sort_direction: 'DESC',
};

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
  page: VendorTransactionPageParams = FIRST_PAGE,
): VendorTransactionsQuery {
  return { ...vendorTransactionFilterParams(filters), ...page, totals: 'false' };
}

export function vendorTransactionTotalsParams(filters: VendorTransactionFilters): VendorTransactionsQuery {
  return { ...vendorTransactionFilterParams(filters), page: 0, page_size: 1 };
}

// A page of the vendor's own checkouts with the whole range's totals (GET /vendors/self/transactions).
export async function listVendorTransactions(params: VendorTransactionsQuery): Promise<VendorTransactions> {
  const { data } = await api.get<VendorTransactions>('/vendors/self/transactions', { params });
  return data;
}

export function vendorTransactionsQueryOptions(params: VendorTransactionsQuery) {
  return queryOptions({
    queryKey: vendorTransactionKeys.list(params),
    queryFn: () => listVendorTransactions(params),
    // The next page or filter keeps the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useVendorTransactionTotals(params: VendorTransactionsQuery) {
  return useQuery({ ...vendorTransactionsQueryOptions(params), select: (page) => page.totals ?? undefined });
}

export function useVendorTransactions(params: VendorTransactionsQuery) {
  return useQuery(vendorTransactionsQueryOptions(params));
}
