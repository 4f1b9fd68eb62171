import type { QueryClient } from '@tanstack/react-query';
import { balanceKeys } from '@/entities/balances/balance-keys';
import { dayReportKeys } from '@/entities/day-reports/day-report-keys';
import { marketKeys } from '@/entities/markets/market-keys';
import { ledgerKeys } from '@/entities/tokens/ledger-keys';
import { transactionKeys } from '@/entities/transactions/transaction-keys';
import { invalidateAll } from '@/lib/invalidate-all';

export type MarketDayRef = { marketId: string; marketDate: string };

export const checkoutKeys = {
  all: ['checkout'] as const,
  context: ({ marketId, marketDate }: MarketDayRef) =>
    [...checkoutKeys.all, 'context', marketId, marketDate] as const,
};

// Every checkout write (submit, overwrite, delete) moves transaction lists and histories, day-report
// income, token counts (on markets), token ledgers and vendor balances; write-checkout.ts also marks the day's
// vendor.
export function invalidateCheckoutQueries(queryClient: QueryClient) {
  return invalidateAll(queryClient, [
    transactionKeys.all,
    dayReportKeys.all,
    marketKeys.all,
    ledgerKeys.all,
    balanceKeys.all,
  ]);
}
