import type { MarketDate } from '@marketday/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { queryOptionsFor } from '@/entities/query-options-for';
import { api } from '@/lib/api-client';
import { type DateRange, datesPath, seasonKeys } from './season-keys';

export function listMarketDates(marketId: string, range: DateRange): Promise<MarketDate[]> {
  return dataOf(
    api.get<MarketDate[]>(datesPath(marketId), {
      params: { start_date: range.start, end_date: range.end },
    }),
  );
}

// Another year keeps the shown one on screen until it arrives.
export const marketDatesQueryOptions = queryOptionsFor(seasonKeys.dates, listMarketDates, {
  placeholderData: keepPreviousData,
});

export function useMarketDates(marketId: string, range: DateRange) {
  return useQuery(marketDatesQueryOptions(marketId, range));
}
