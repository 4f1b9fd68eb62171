import type { TransactionHistory } from '@marketday/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { api } from '@/lib/api-client';
import { infinitePaging } from '@/lib/paging';
import { transactionKeys } from './transaction-keys';

// The history sheet loads this many changes at a time and appends later ones on request (docs/decisions/019).
export const HISTORY_PAGE_SIZE = 50;

// One page of who changed the checkout, when, and the values before and after; oldest first. Every page also
// carries the vendor's answers to the checkout's receipt (Agree, or Dispute with a note).
export function getTransactionHistory({
  id,
  page,
}: {
  id: string;
  page: number;
}): Promise<TransactionHistory> {
  return dataOf(
    api.get<TransactionHistory>(`/market-managers/transactions/${encodeURIComponent(id)}/history`, {
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
