import type { TransactionsOptions } from '@marketday/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { transactionKeys } from './transaction-keys';

export async function getTransactionOptions(): Promise<TransactionsOptions> {
  const { data } = await api.get<TransactionsOptions>('/market-managers/transactions/options');
  return data;
}

export function transactionOptionsQueryOptions() {
  return queryOptions({ queryKey: transactionKeys.options(), queryFn: getTransactionOptions });
}

export function useTransactionOptions() {
  return useQuery(transactionOptionsQueryOptions());
}
