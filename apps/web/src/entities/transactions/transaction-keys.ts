import type { TransactionsQuery, VendorTransactionsQuery } from '@marketday/shared';

/** One vendor's checkout of one market day, as a held checkout's conflict names it. */
export type BookedCheckoutRef = {
  marketId: string;
  marketDate: string;
  /** The vendor's place at the market, as the held checkout names it. */
  marketVendorId: string;
  /** The id the server's 409 named, when it did. */
  transactionId: string | null;
};

// A checkout's history sits under `all`, so an edit or delete of the checkout refreshes it too.
export const transactionKeys = {
  all: ['transactions'] as const,
  list: (params: TransactionsQuery) => [...transactionKeys.all, 'list', params] as const,
  options: () => [...transactionKeys.all, 'options'] as const,
  history: (id: string) => [...transactionKeys.all, 'history', id] as const,
  // Found in the market day's list (entities/checkout/get-booked-checkout.ts).
  booked: (ref: BookedCheckoutRef) => [...transactionKeys.all, 'booked', ref] as const,
};

// The signed-in vendor's own checkouts (GET /vendors/self/transactions).
export const vendorTransactionKeys = {
  all: ['vendor-transactions'] as const,
  list: (params: VendorTransactionsQuery) => [...vendorTransactionKeys.all, 'list', params] as const,
};
