import type { CheckoutInput, CheckoutResult } from '@marketday/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateTransactionQueries } from './transaction-keys';

// A checkout is keyed by vendor and market day; the server recomputes fee, gov fee and money owed.
export async function updateTransaction(input: CheckoutInput): Promise<CheckoutResult> {
  const { data } = await api.put<CheckoutResult>('/market-managers/transactions/', input, {
    params: { market_vendor_id: input.market_vendor_id, market_date: input.market_date },
  });
  return data;
}

export function useUpdateTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTransaction,
    onSuccess: () => invalidateTransactionQueries(queryClient),
  });
}
