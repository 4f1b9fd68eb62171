import type { TransactionsCsvQuery, VendorTransactionsCsvQuery } from '@marketday/shared';
import {
  type TransactionRole,
  type transactionListQuery,
  transactionsQueryOptions,
  type transactionTotalsQuery,
  transactionTotalsQueryOptions,
} from '@/entities/transactions/list-transactions';
import {
  vendorTransactionsQueryOptions,
  vendorTransactionTotalsQueryOptions,
} from '@/entities/transactions/list-vendor-transactions';
import {
  type TransactionFilters,
  type TransactionPageParams,
  transactionFilterParams,
  transactionParams,
  transactionTotalsParams,
  type VendorTransactionFilters,
  vendorTransactionFilterParams,
  vendorTransactionParams,
  vendorTransactionTotalsParams,
} from './transaction-params';

export type { TransactionRole };

/** Who views the list, with the filters its list takes (only the manager filters by vendor type and searches). */
export type TransactionSource =
  | { viewer: 'manager'; filters: TransactionFilters }
  | { viewer: 'vendor'; filters: VendorTransactionFilters };

type PageQuery = ReturnType<typeof transactionListQuery>;
type TotalsQuery = ReturnType<typeof transactionTotalsQuery>;

/** What the list asks the server for: the CSV's filter, one page, and the range's totals (docs/decisions/019). */
export type TransactionSourceQueries = {
  filterParams: TransactionsCsvQuery | VendorTransactionsCsvQuery;
  page: (page: TransactionPageParams) => PageQuery;
  totals: TotalsQuery;
};

// The manager's and the vendor's lists differ here only: which endpoint, which cache key, which filters.
export function transactionSourceQueries(source: TransactionSource, search = ''): TransactionSourceQueries {
  if (source.viewer === 'manager') {
    const { filters } = source;
    return {
      filterParams: transactionFilterParams(filters, search),
      page: (page) => transactionsQueryOptions(transactionParams(filters, { search, page })),
      totals: transactionTotalsQueryOptions(transactionTotalsParams(filters, search)),
    };
  }
  const { filters } = source;
  return {
    filterParams: vendorTransactionFilterParams(filters),
    page: (page) => vendorTransactionsQueryOptions(vendorTransactionParams(filters, page)),
    totals: vendorTransactionTotalsQueryOptions(vendorTransactionTotalsParams(filters)),
  };
}
