import type {
  VendorTransactions,
  VendorTransactionsCsvQuery,
  VendorTransactionsQuery,
} from '@marketday/shared';
import { api } from '@/lib/api-client';
import { vendorTransactionKeys } from '@/lib/query-keys';
import {
  FIRST_PAGE,
  type TransactionFilters,
  type TransactionPageParams,
  transactionListQuery,
} from './list-transactions';

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

// A page of the vendor's own checkouts with the whole range's totals (GET /vendors/self/transactions).
export async function listVendorTransactions(params: VendorTransactionsQuery): Promise<VendorTransactions> {
  const { data } = await api.get<VendorTransactions>('/vendors/self/transactions', { params });
  return data;
}

export function vendorTransactionsQueryOptions(params: VendorTransactionsQuery) {
  return transactionListQuery(vendorTransactionKeys.list(params), () => listVendorTransactions(params));
}
