import type { TransactionsQuery, VendorTransactionsQuery } from '@marketday/shared';

// A checkout's history sits under `all`, so an edit or delete of the checkout refreshes it too.
export const transactionKeys = {
  all: ['transactions'] as const,
  list: (params: TransactionsQuery) => [...transactionKeys.all, 'list', params] as const,
  options: () => [...transactionKeys.all, 'options'] as const,
  history: (id: string) => [...transactionKeys.all, 'history', id] as const,
};

// The signed-in vendor's own checkouts (GET /vendors/self/transactions).
export const vendorTransactionKeys = {
  all: ['vendor-transactions'] as const,
  list: (params: VendorTransactionsQuery) => [...vendorTransactionKeys.all, 'list', params] as const,
};
