import type { AuditEvent } from '@marketday/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { transactionKeys } from '@/lib/query-keys';

// Who changed the checkout, when, and the values before and after; oldest first.
export async function getTransactionHistory(id: string): Promise<AuditEvent[]> {
  const { data } = await api.get<AuditEvent[]>(
    `/market-managers/transactions/${encodeURIComponent(id)}/history`,
  );
  return data;
}

export function transactionHistoryQueryOptions(id: string) {
  return queryOptions({ queryKey: transactionKeys.history(id), queryFn: () => getTransactionHistory(id) });
}

export function useTransactionHistory({ id, enabled }: { id: string; enabled: boolean }) {
  return useQuery({ ...transactionHistoryQueryOptions(id), enabled });
}
