import type { TokenLedgerEntry } from '@marketday/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ledgerKeys, type TokenRef } from '@/lib/query-keys';

// Newest entry first; each carries the running balance after it.
export async function getTokenLedger({ marketId, tokenId }: TokenRef): Promise<TokenLedgerEntry[]> {
  const { data } = await api.get<TokenLedgerEntry[]>(
    `/market-managers/markets/${marketId}/tokens/${tokenId}/ledger`,
  );
  return data;
}

export function tokenLedgerQueryOptions(ref: TokenRef) {
  return queryOptions({ queryKey: ledgerKeys.list(ref), queryFn: () => getTokenLedger(ref) });
}

export function useTokenLedger({ enabled, ...ref }: TokenRef & { enabled: boolean }) {
  return useQuery({ ...tokenLedgerQueryOptions(ref), enabled });
}
