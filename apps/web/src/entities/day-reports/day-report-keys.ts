import type { QueryClient } from '@tanstack/react-query';
import type { MarketDayRef } from '@/entities/checkout/checkout-keys';
import { marketKeys } from '@/entities/markets/market-keys';
import { ledgerKeys } from '@/entities/tokens/ledger-keys';
import { invalidateAll } from '@/lib/invalidate-all';

export const dayReportKeys = {
  all: ['day-reports'] as const,
  list: (marketId: string) => [...dayReportKeys.all, 'list', marketId] as const,
  calculated: ({ marketId, date }: { marketId: string; date: string | null }) =>
    [...dayReportKeys.all, 'calculated', marketId, date] as const,
  tokens: ({ marketId, marketDate }: MarketDayRef) =>
    [...dayReportKeys.all, 'tokens', marketId, marketDate] as const,
};

// Distributed tokens are written to the token ledger, so token counts (on markets) and ledgers go stale too.
export function invalidateDayReportQueries(queryClient: QueryClient) {
  return invalidateAll(queryClient, [dayReportKeys.all, marketKeys.all, ledgerKeys.all]);
}

/** A market's day reports on the server. */
export const dayReportsPath = (marketId: string) => `/market-managers/markets/${marketId}/day-reports`;
