import type { QueryClient } from '@tanstack/react-query';

export const dayReportKeys = {
  all: ['day-reports'] as const,
  list: (marketId: string) => [...dayReportKeys.all, 'list', marketId] as const,
  calculated: ({ marketId, date }: { marketId: string; date: string | null }) =>
    [...dayReportKeys.all, 'calculated', marketId, date] as const,
  tokens: ({ marketId, marketDate }: { marketId: string; marketDate: string }) =>
    [...dayReportKeys.all, 'tokens', marketId, marketDate] as const,
};

// Distributed tokens are written to the token ledger, so token counts (on markets) and ledgers go
// stale too. Literal keys (marketKeys.all, ledgerKeys.all) avoid importing other features.
const MARKETS_KEY = ['markets'] as const;
const LEDGER_KEY = ['token-ledger'] as const;

export function invalidateDayReportQueries(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: dayReportKeys.all }),
    queryClient.invalidateQueries({ queryKey: MARKETS_KEY }),
    queryClient.invalidateQueries({ queryKey: LEDGER_KEY }),
  ]);
}
