import type { QueryClient } from '@tanstack/react-query';
import { ledgerKeys } from '@/entities/tokens/ledger-keys';

export type TokenFloatDayRef = { marketId: string; date: string };
export type TokenFloatRef = { marketId: string; asOf: string };

// Under the token ledger's root: a checkout or a day report (which invalidate every ledger) changes the tokens
// vendors redeemed, so the outstanding tokens are asked for again with them.
export const tokenFloatKeys = {
  all: [...ledgerKeys.all, 'float'] as const,
  market: (marketId: string) => [...tokenFloatKeys.all, marketId] as const,
  float: ({ marketId, asOf }: TokenFloatRef) => [...tokenFloatKeys.market(marketId), 'as-of', asOf] as const,
  day: ({ marketId, date }: TokenFloatDayRef) => [...tokenFloatKeys.market(marketId), 'day', date] as const,
};

export const tokenFloatPath = (marketId: string) => `/market-managers/markets/${marketId}/token-float`;

/** An entry added or removed changes the day, its terminals' totals and every outstanding count after it. */
export function invalidateTokenFloatQueries(queryClient: QueryClient, marketId: string) {
  return queryClient.invalidateQueries({ queryKey: tokenFloatKeys.market(marketId) });
}
