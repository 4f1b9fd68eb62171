import {
  ALL_VENDOR_TYPES_LABEL,
  type Transaction,
  type TransactionsQuery,
  type VendorType,
} from '@marketday/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { transactionKeys } from '@/lib/query-keys';

export type TransactionFilters = {
  /** null: every market. */
  marketId: string | null;
  startDate: string;
  endDate: string;
  vendorType: VendorType | typeof ALL_VENDOR_TYPES_LABEL;
};

// docs/product.md §7: 'All Vendor Types' (and all markets) are sent by leaving the parameter out.
export function transactionParams(filters: TransactionFilters): TransactionsQuery {
  return {
    ...(filters.marketId ? { market_id: filters.marketId } : {}),
    start_date: filters.startDate,
    end_date: filters.endDate,
    ...(filters.vendorType === ALL_VENDOR_TYPES_LABEL ? {} : { vendor_type: filters.vendorType }),
    sort_by: 'market_date',
    sort_direction: 'DESC',
  };
}

export async function listTransactions(filters: TransactionFilters): Promise<Transaction[]> {
  const { data } = await api.get<Transaction[]>('/market-managers/transactions', {
    params: transactionParams(filters),
  });
  return data;
}

export function transactionsQueryOptions(filters: TransactionFilters) {
  return queryOptions({
    queryKey: transactionKeys.list(transactionParams(filters)),
    queryFn: () => listTransactions(filters),
    // Changing a filter keeps the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export function useTransactions(filters: TransactionFilters) {
  return useQuery(transactionsQueryOptions(filters));
}
