import type { Market } from '@marketday/shared';
import { useQuery } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { FETCHED_WITH_PAGE } from '@/entities/fetched-with-page';
import { queryOptionsFor } from '@/entities/query-options-for';
import { api } from '@/lib/api-client';
import { marketKeys } from './market-keys';

export function listMarkets(): Promise<Market[]> {
  return dataOf(api.get<Market[]>('/market-managers/markets'));
}

export const marketsQueryOptions = queryOptionsFor(marketKeys.list, listMarkets, FETCHED_WITH_PAGE);

export function useMarkets() {
  return useQuery(marketsQueryOptions());
}
