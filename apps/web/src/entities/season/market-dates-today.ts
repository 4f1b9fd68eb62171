import { type MarketDate, todayAtMarket } from '@marketday/shared';
import { useQueries } from '@tanstack/react-query';
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
  const list = markets ?? [];
  return useQueries({
    queries: list.map((market) => {
      const today = todayAtMarket(market, now);
      return { ...marketDatesQueryOptions(market.id, { start: today, end: today }), retry: false };
    }),
    combine: (results) =>
      new Map(
        results.flatMap((result, index) => {
          const market = list[index];
          return market && result.data ? [[market.id, result.data[0] ?? null] as const] : [];
        }),
      ),
  });
}
