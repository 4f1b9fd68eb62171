import type { TransactionsCsvQuery, VendorTransactionsCsvQuery } from '@marketday/shared';
import {
  type TransactionFilters,
  type TransactionPageParams,
  transactionFilterParams,
  type transactionListQuery,
  transactionParams,
  transactionsQueryOptions,
  transactionTotalsParams,
} from './list-transactions';
import {
  type VendorTransactionFilters,
  vendorTransactionFilterParams,
  vendorTransactionParams,
  vendorTransactionsQueryOptions,
  vendorTransactionTotalsParams,
} from './list-vendor-transactions';

/** Whose checkouts a list shows: a manager's markets', or the signed-in vendor's own. */
export type TransactionRole = 'manager' | 'vendor';

/** Who views the list, with the filters its list takes (only the manager filters by vendor type and searches). */
export type TransactionSource =
  | { viewer: 'manager'; filters: TransactionFilters }
  | { viewer: 'vendor'; filters: VendorTransactionFilters };

type PageQuery = ReturnType<typeof transactionListQuery>;

/** What the list asks the server for: the CSV's filter, one page, and the range's totals (docs/decisions/019). */
export type TransactionSourceQueries = {
  filterParams: TransactionsCsvQuery | VendorTransactionsCsvQuery;
  page: (page: TransactionPageParams) => PageQuery;
  totals: PageQuery;
};

// The manager's and the vendor's lists differ here only: which endpoint, which cache key, which filters.
export function transactionSourceQueries(source: TransactionSource, search = ''): TransactionSourceQueries {
  if (source.viewer === 'manager') {
    const { filters } = source;
    return {
      filterParams: transactionFilterParams(filters, search),
      page: (page) => transactionsQueryOptions(transactionParams(filters, { search, page })),
      totals: transactionsQueryOptions(transactionTotalsParams(filters, search)),
    };
  }
  const { filters } = source;
  return {
    filterParams: vendorTransactionFilterParams(filters),
    page: (page) => vendorTransactionsQueryOptions(vendorTransactionParams(filters, page)),
    totals: vendorTransactionsQueryOptions(vendorTransactionTotalsParams(filters)),
  };
}
