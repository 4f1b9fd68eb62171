import type { PageOf, TokenLedgerEntry } from '@marketday/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { api } from '@/lib/api-client';
import { infinitePaging } from '@/lib/paging';
import { ledgerKeys, type TokenRef } from './ledger-keys';

// The history sheet loads this many entries at a time and appends older ones on request (docs/decisions/019).
export const LEDGER_PAGE_SIZE = 50;

// One page of the ledger, newest entry first; each carries the running balance after it.
export function getTokenLedger({
  marketId,
  tokenId,
  page,
}: TokenRef & { page: number }): Promise<PageOf<TokenLedgerEntry>> {
  return dataOf(
    api.get<PageOf<TokenLedgerEntry>>(`/market-managers/markets/${marketId}/tokens/${tokenId}/ledger`, {
      params: { page, page_size: LEDGER_PAGE_SIZE },
    }),
  );
}

// Every loaded page lives in one entry, so a new entry (which invalidates it) refetches them in order.
export function tokenLedgerQueryOptions(ref: TokenRef) {
  return infiniteQueryOptions({
    queryKey: ledgerKeys.list(ref),
    queryFn: ({ pageParam }) => getTokenLedger({ ...ref, page: pageParam }),
    ...infinitePaging,
  });
}

export function useTokenLedger({ enabled, ...ref }: TokenRef & { enabled: boolean }) {
  return useInfiniteQuery({ ...tokenLedgerQueryOptions(ref), enabled });
}
