import { ALL_VENDOR_TYPES_LABEL, dateRangeFor, type Market, todayAtMarket } from '@marketday/shared';
import { onlineManager, type QueryClient } from '@tanstack/react-query';
import type { MarketDayRef } from '@/entities/checkout/checkout-keys';
import { checkoutContextQueryOptions } from '@/entities/checkout/get-checkout-context';
import { calculatedDayReportQueryOptions } from '@/entities/day-reports/get-calculated-day-report';
import { dayReportsQueryOptions } from '@/entities/day-reports/list-day-reports';
import { marketsQueryOptions } from '@/entities/markets/list-markets';
import { transactionOptionsQueryOptions } from '@/entities/transactions/get-transaction-options';
import { transactionsQueryOptions } from '@/entities/transactions/list-transactions';
import { TRANSACTIONS_DEFAULT_PRESET } from '@/features/transactions/components/use-transaction-filters';
import {
  type TransactionFilters,
  transactionParams,
  transactionTotalsParams,
} from '@/features/transactions/transaction-params';
import { keptMarketDays } from './kept-market-days';

// Issue 15, item 2: while online, the manager's market days of today and the next 7 days are fetched ahead, so the
// checkout, the transactions page and the day report button have their data on the device when the signal drops.

/** Data fetched this recently is not asked for again (the home page has just loaded the markets, say). */
export const KEPT_FRESH_MS = 60_000;
/** At most this many requests at a time: a phone on a weak signal, and a server shared by every market. */
export const KEEP_CONCURRENCY = 3;

type Prefetch = () => Promise<void>;

// The Transactions page as it opens (every market, or one chosen market; the default range; first page), with the
// totals card's query: the same keys the page asks for, so it opens offline.
function transactionViews(marketId: string | null, now: Date) {
  const range = dateRangeFor(TRANSACTIONS_DEFAULT_PRESET, now);
  const filters: TransactionFilters = {
    marketId,
    startDate: range.start,
    endDate: range.end,
    vendorType: ALL_VENDOR_TYPES_LABEL,
  };
  return [
    transactionsQueryOptions(transactionParams(filters)),
    transactionsQueryOptions(transactionTotalsParams(filters)),
  ];
}

async function runLimited(tasks: Prefetch[], concurrency: number) {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const task = tasks[next];
      next += 1;
      // Gone offline meanwhile: stop here; the next refresh (on the `online` event) starts again.
      if (!onlineManager.isOnline()) return;
      await task?.();
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, tasks.length) }, worker));
}

export type KeptData = { marketDays: MarketDayRef[] };

/** Fetches the markets, then the checkout contexts, transactions and day reports of the kept market days. */
export async function refreshKeptData(
  queryClient: QueryClient,
  { now = new Date(), concurrency = KEEP_CONCURRENCY }: { now?: Date; concurrency?: number } = {},
): Promise<KeptData> {
  const markets: Market[] = await queryClient.fetchQuery({
    ...marketsQueryOptions(),
    staleTime: KEPT_FRESH_MS,
  });
  const marketDays = keptMarketDays({ markets, now });
  const marketIds = [...new Set(marketDays.map((day) => day.marketId))];
  const todays = new Map(markets.map((market) => [market.id, todayAtMarket(market, now)]));
  const staleTime = KEPT_FRESH_MS;
  const transactions = (marketId: string | null): Prefetch[] =>
    transactionViews(marketId, now).map(
      (options) => () => queryClient.prefetchQuery({ ...options, staleTime }),
    );
  const tasks: Prefetch[] = [
    // Today's first: if the signal drops halfway, the day at hand is on the device.
    ...marketDays.map(
      (day) => () => queryClient.prefetchQuery({ ...checkoutContextQueryOptions(day), staleTime }),
    ),
    // Tonight's day report figures, for a report written without a network.
    ...marketDays
      .filter((day) => day.marketDate === todays.get(day.marketId))
      .map(
        (day) => () =>
          queryClient.prefetchQuery({
            ...calculatedDayReportQueryOptions({ marketId: day.marketId, date: day.marketDate }),
            staleTime,
          }),
      ),
    () => queryClient.prefetchQuery({ ...transactionOptionsQueryOptions(), staleTime }),
    ...transactions(null),
    ...marketIds.flatMap((marketId) => [
      ...transactions(marketId),
      () => queryClient.prefetchQuery({ ...dayReportsQueryOptions(marketId), staleTime }),
    ]),
  ];
  await runLimited(tasks, concurrency);
  return { marketDays };
}
