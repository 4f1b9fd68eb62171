import type { VendorTransactions, VendorTransactionsQuery } from '@marketday/shared';
import { dataOf } from '@/entities/answer-data';
import { api } from '@/lib/api-client';
import { transactionListQuery, transactionTotalsQuery } from './list-transactions';
import { vendorTransactionKeys } from './transaction-keys';

// A page of the vendor's own checkouts with the whole range's totals (GET /vendors/self/transactions).
export function listVendorTransactions(params: VendorTransactionsQuery): Promise<VendorTransactions> {
  return dataOf(api.get<VendorTransactions>('/vendors/self/transactions', { params }));
}

export function vendorTransactionsQueryOptions(params: VendorTransactionsQuery) {
  return transactionListQuery(vendorTransactionKeys.list(params), () => listVendorTransactions(params));
}

export function vendorTransactionTotalsQueryOptions(params: VendorTransactionsQuery) {
  return transactionTotalsQuery(vendorTransactionKeys.list(params), () => listVendorTransactions(params));
}
