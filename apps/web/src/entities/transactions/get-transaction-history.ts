import type { AuditEvent, PageOf } from '@marketday/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { api } from '@/lib/api-client';
import { infinitePaging } from '@/lib/paging';
import { transactionKeys } from './transaction-keys';

// The history sheet loads this many changes at a time and appends later ones on request (docs/decisions/019).
export const HISTORY_PAGE_SIZE = 50;

// One page of who changed the checkout, when, and the values before and after; oldest first.
export function getTransactionHistory({
  id,
  page,
}: {
  id: string;
  page: number;
}): Promise<PageOf<AuditEvent>> {
  return dataOf(
    api.get<PageOf<AuditEvent>>(`/market-managers/transactions/${encodeURIComponent(id)}/history`, {
      params: { page, page_size: HISTORY_PAGE_SIZE },
    }),
  );
}

export function transactionHistoryQueryOptions(id: string) {
  return infiniteQueryOptions({
    queryKey: transactionKeys.history(id),
    queryFn: ({ pageParam }) => getTransactionHistory({ id, page: pageParam }),
    ...infinitePaging,
  });
}

export function useTransactionHistory({ id, enabled }: { id: string; enabled: boolean }) {
  return useInfiniteQuery({ ...transactionHistoryQueryOptions(id), enabled });
}
