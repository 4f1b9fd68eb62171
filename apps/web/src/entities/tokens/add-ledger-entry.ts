import type { LedgerEntryResult, TokenLedgerInput } from '@marketday/shared';
import { dataOf } from '@/entities/answer-data';
import { marketKeys } from '@/entities/markets/market-keys';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { invalidateAll } from '@/lib/invalidate-all';
import { ledgerKeys, type TokenRef } from './ledger-keys';

// 400 with 'Not enough tokens: only N in hand.' when the count would drop below zero.
export function addLedgerEntry({ marketId, tokenId, input }: TokenRef & { input: TokenLedgerInput }) {
  return dataOf(
    api.post<LedgerEntryResult>(`/market-managers/markets/${marketId}/tokens/${tokenId}/ledger`, input),
  );
}

// Token counts are read from the markets list, so it refetches too.
export function useAddLedgerEntry(ref: TokenRef) {
  return useRefreshingMutation(
    (input: TokenLedgerInput) => addLedgerEntry({ ...ref, input }),
    (queryClient) =>
      invalidateAll(queryClient, [
        marketKeys.all,
        ledgerKeys.list(ref),
        ledgerKeys.marketReconciliations(ref.marketId),
      ]),
  );
}
