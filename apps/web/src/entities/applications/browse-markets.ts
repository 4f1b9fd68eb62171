import type { BrowseMarket } from '@marketday/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { applicationKeys } from './application-keys';

export async function browseMarkets(search: string): Promise<BrowseMarket[]> {
  const { data } = await api.get<BrowseMarket[]>('/vendors/self/markets/browse', {
    params: search ? { search } : {},
  });
  return data;
}

export function browseMarketsQueryOptions(search: string) {
  return queryOptions({
    queryKey: applicationKeys.browse(search),
    queryFn: () => browseMarkets(search),
    // While a new search loads, the previous results stay instead of a flash of skeletons.
    placeholderData: keepPreviousData,
  });
}

export function useBrowseMarkets(search: string, { enabled = true } = {}) {
  return useQuery({ ...browseMarketsQueryOptions(search), enabled });
}
