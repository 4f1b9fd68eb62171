import type { BrowseMarket } from '@marketday/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { queryOptionsFor } from '@/entities/query-options-for';
import { api } from '@/lib/api-client';
import { applicationKeys } from './application-keys';

export function browseMarkets(search: string): Promise<BrowseMarket[]> {
  return dataOf(
    api.get<BrowseMarket[]>('/vendors/self/markets/browse', { params: search ? { search } : {} }),
  );
}

// While a new search loads, the previous results stay instead of a flash of skeletons.
export const browseMarketsQueryOptions = queryOptionsFor(applicationKeys.browse, browseMarkets, {
  placeholderData: keepPreviousData,
});

export function useBrowseMarkets(search: string, { enabled = true } = {}) {
  return useQuery({ ...browseMarketsQueryOptions(search), enabled });
}
