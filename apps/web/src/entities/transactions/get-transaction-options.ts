import type { TransactionsOptions } from '@marketday/shared';
import { useQuery } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { queryOptionsFor } from '@/entities/query-options-for';
import { api } from '@/lib/api-client';
import { transactionKeys } from './transaction-keys';

export function getTransactionOptions(): Promise<TransactionsOptions> {
  return dataOf(api.get<TransactionsOptions>('/market-managers/transactions/options'));
}

export const transactionOptionsQueryOptions = queryOptionsFor(transactionKeys.options, getTransactionOptions);

export function useTransactionOptions() {
  return useQuery(transactionOptionsQueryOptions());
}
