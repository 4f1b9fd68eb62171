import type { Market } from '@marketday/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { api } from '@/lib/api-client';
import { marketKeys } from './market-keys';

export function useSearchMarkets(term: string) {
  return useQuery({
    queryKey: marketKeys.search(term),
    queryFn: () =>
      dataOf(api.get<Market[]>('/market-managers/markets/search', { params: { search_term: term } })),
    placeholderData: keepPreviousData,
  });
}
