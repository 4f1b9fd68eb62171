import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateTransactionQueries } from './transaction-keys';

export async function deleteTransaction(id: string): Promise<{ message: string }> {
  const { data } = await api.delete<{ message: string }>(`/market-managers/transactions/${id}`);
  return data;
}

export function useDeleteTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTransaction,
    onSuccess: () => invalidateTransactionQueries(queryClient),
  });
}
