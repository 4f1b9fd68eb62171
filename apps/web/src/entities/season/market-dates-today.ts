import { type MarketDate, todayAtMarket } from '@marketday/shared';
import { type UseQueryResult, useQueries } from '@tanstack/react-query';
import { useCallback } from 'react';
import { marketDatesQueryOptions } from './list-market-dates';

type TodayMarket = { id: string; time_zone: string };

/**
 * Today's date of each market (at its own zone) as the season has it: SCHEDULED, CANCELLED or EXTRA with the day's
 * counts, or null when the market is not held today. Undefined for a market still loading or unreadable.
 */
export function useMarketDatesToday(
  markets: readonly TodayMarket[] | undefined,
  now: Date,
): ReadonlyMap<string, MarketDate | null> {
  const list = markets ?? NO_MARKETS;
  // A combine kept between renders: TanStack Query then answers the same map until a result changes, so a card
  // drawn from it can skip a render (issue 32).
  const combine = useCallback(
    (results: UseQueryResult<MarketDate[]>[]) =>
      new Map(
        results.flatMap((result, index) => {
          const market = list[index];
          return market && result.data ? [[market.id, result.data[0] ?? null] as const] : [];
        }),
      ),
    [list],
  );
  return useQueries({
    queries: list.map((market) => {
      const today = todayAtMarket(market, now);
      return { ...marketDatesQueryOptions(market.id, { start: today, end: today }), retry: false };
    }),
    combine,
  });
}

const NO_MARKETS: readonly TodayMarket[] = [];
