import type { AuditEvent } from '@marketday/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { transactionKeys } from './transaction-keys';

// Under transactionKeys.all, so an edit or delete of the checkout refreshes its history too.
export const transactionHistoryKey = (id: string) => [...transactionKeys.all, 'history', id] as const;

// Who changed the checkout, when, and the values before and after; oldest first.
export async function getTransactionHistory(id: string): Promise<AuditEvent[]> {
  const { data } = await api.get<AuditEvent[]>(
    `/market-managers/transactions/${encodeURIComponent(id)}/history`,
  );
  return data;
}

export function transactionHistoryQueryOptions(id: string) {
  return queryOptions({ queryKey: transactionHistoryKey(id), queryFn: () => getTransactionHistory(id) });
}

export function useTransactionHistory({ id, enabled }: { id: string; enabled: boolean }) {
  return useQuery({ ...transactionHistoryQueryOptions(id), enabled });
}
