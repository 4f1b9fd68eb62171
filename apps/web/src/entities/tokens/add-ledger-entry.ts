import type { LedgerEntryResult, TokenLedgerInput } from '@marketday/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { marketKeys } from '@/entities/markets/market-keys';
import { api } from '@/lib/api-client';
import { ledgerKeys, type TokenRef } from './ledger-keys';

// 400 with 'Not enough tokens: only N in hand.' when the count would drop below zero.
export async function addLedgerEntry({ marketId, tokenId, input }: TokenRef & { input: TokenLedgerInput }) {
  const { data } = await api.post<LedgerEntryResult>(
    `/market-managers/markets/${marketId}/tokens/${tokenId}/ledger`,
    input,
  );
  return data;
}

// Token counts are read from the markets list, so it refetches too.

export function useAddLedgerEntry(ref: TokenRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TokenLedgerInput) => addLedgerEntry({ ...ref, input }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: marketKeys.all }),
        queryClient.invalidateQueries({ queryKey: ledgerKeys.list(ref) }),
        queryClient.invalidateQueries({ queryKey: ledgerKeys.marketReconciliations(ref.marketId) }),
      ]),
  });
}
