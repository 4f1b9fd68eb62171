import type { TransactionPage, TransactionsQuery } from '@marketday/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { api } from '@/lib/api-client';
import { transactionKeys } from './transaction-keys';
import { decodeTransactionPage, decodeTransactionTotals, type TransactionTotals } from './transaction-money';

/** Whose checkouts a list shows: a manager's markets', or the signed-in vendor's own. */
export type TransactionRole = 'manager' | 'vendor';

// One page of the filtered transactions with the count and totals of the whole range (docs/decisions/019).
export function listTransactions(params: TransactionsQuery): Promise<TransactionPage> {
  return dataOf(api.get<TransactionPage>('/market-managers/transactions', { params }));
}

/**
 * A page of either role's list (the manager's and the vendor's answers have one envelope), read in cents. The cache
 * keeps the answer's dollars; `select` decodes them for the screen.
 */
export function transactionListQuery(queryKey: readonly unknown[], queryFn: () => Promise<TransactionPage>) {
  // The next page or filter keeps the old rows (and totals) on screen until the new ones arrive.
  return queryOptions({
    queryKey,
    queryFn,
    placeholderData: keepPreviousData,
    select: decodeTransactionPage,
  });
}

function selectTotals(page: TransactionPage): TransactionTotals | undefined {
  return page.totals ? decodeTransactionTotals(page.totals) : undefined;
}

/** The same request read for its range's totals only (the totals card), in cents. */
export function transactionTotalsQuery(
  queryKey: readonly unknown[],
  queryFn: () => Promise<TransactionPage>,
) {
  return queryOptions({ queryKey, queryFn, placeholderData: keepPreviousData, select: selectTotals });
}

export function transactionsQueryOptions(params: TransactionsQuery) {
  return transactionListQuery(transactionKeys.list(params), () => listTransactions(params));
}

export function transactionTotalsQueryOptions(params: TransactionsQuery) {
  return transactionTotalsQuery(transactionKeys.list(params), () => listTransactions(params));
}
