import type { MarketDate, MarketDateUpdate } from '@marketday/shared';
import { dataOf } from '@/entities/answer-data';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { datesPath, invalidateSeasonQueries } from './season-keys';

export type MarketDateChange = { date: string } & MarketDateUpdate;

export function changeMarketDate(marketId: string, { date, ...update }: MarketDateChange) {
  return dataOf(api.put<{ message: string; data: MarketDate }>(`${datesPath(marketId)}/${date}`, update));
}

export function useChangeMarketDate(marketId: string) {
  return useRefreshingMutation(
    (change: MarketDateChange) => changeMarketDate(marketId, change),
    invalidateSeasonQueries,
  );
}
