import type { MessageResponse, ReceiptDispute, ReceiptDisputesQuery } from '@marketday/shared';
import { useQuery } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { transactionKeys } from '@/entities/transactions/transaction-keys';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { api } from '@/lib/api-client';

// Under the transactions' keys, so a checkout's edit or delete refreshes the disputes too.
export const receiptDisputeKeys = {
  all: [...transactionKeys.all, 'receipt-disputes'] as const,
  list: (query: ReceiptDisputesQuery) => [...receiptDisputeKeys.all, query] as const,
};

// The open disputes of the caller's markets (one market's, when chosen), newest first.
export function listReceiptDisputes(query: ReceiptDisputesQuery): Promise<ReceiptDispute[]> {
  return dataOf(api.get<ReceiptDispute[]>('/market-managers/receipt-disputes', { params: query }));
}

export function useReceiptDisputes(query: ReceiptDisputesQuery) {
  return useQuery({ queryKey: receiptDisputeKeys.list(query), queryFn: () => listReceiptDisputes(query) });
}

export function resolveReceiptDispute(dispute: Pick<ReceiptDispute, 'id'>): Promise<MessageResponse> {
  return dataOf(
    api.post<MessageResponse>(`/market-managers/receipt-disputes/${encodeURIComponent(dispute.id)}/resolve`),
  );
}

// A resolved dispute leaves the list; the checkout's history shows it resolved.
export function useResolveReceiptDispute() {
  return useRefreshingMutation(resolveReceiptDispute, (queryClient) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: receiptDisputeKeys.all }),
      queryClient.invalidateQueries({ queryKey: [...transactionKeys.all, 'history'] }),
    ]),
  );
}
