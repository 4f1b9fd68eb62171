import type { VendorTransactions, VendorTransactionsQuery } from '@marketday/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { vendorTransactionKeys } from '@/lib/query-keys';

export type VendorTransactionFilters = {
  /** null: every market. */
  marketId: string | null;
  startDate: string;
  endDate: string;
};

export function vendorTransactionParams(filters: VendorTransactionFilters): VendorTransactionsQuery {
  return {
    ...(filters.marketId ? { market_id: filters.marketId } : {}),
    start_date: filters.startDate,
    end_date: filters.endDate,
  };
}

// The vendor's own checkouts with their totals (GET /vendors/self/transactions).
export async function listVendorTransactions(filters: VendorTransactionFilters): Promise<VendorTransactions> {
  const { data } = await api.get<VendorTransactions>('/vendors/self/transactions', {
    params: vendorTransactionParams(filters),
  });
  return data;
}

export function vendorTransactionsQueryOptions(filters: VendorTransactionFilters) {
  return queryOptions({
    queryKey: vendorTransactionKeys.list(vendorTransactionParams(filters)),
    queryFn: () => listVendorTransactions(filters),
    // A new filter keeps the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useVendorTransactions(filters: VendorTransactionFilters) {
  return useQuery(vendorTransactionsQueryOptions(filters));
}
