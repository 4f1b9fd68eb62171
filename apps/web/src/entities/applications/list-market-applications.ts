import {
  APPLICATION_LINK_REFRESH_MS,
  type Application,
  type ManagerApplicationsQuery,
} from '@marketday/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { applicationKeys } from './application-keys';

// Applications to the manager's own markets, filtered by status and market.
export async function listMarketApplications(filters: ManagerApplicationsQuery): Promise<Application[]> {
  const params = Object.fromEntries(Object.entries(filters).filter(([, value]) => value));
  const { data } = await api.get<Application[]>('/market-managers/applications', { params });
  return data;
}

export function marketApplicationsQueryOptions(filters: ManagerApplicationsQuery) {
  return queryOptions({
    queryKey: applicationKeys.managed(filters),
    queryFn: () => listMarketApplications(filters),
    placeholderData: keepPreviousData,
    // The document links in the list expire after five minutes; refetching keeps them working.
    refetchInterval: APPLICATION_LINK_REFRESH_MS,
  });
}

export function useMarketApplications(filters: ManagerApplicationsQuery) {
  return useQuery(marketApplicationsQueryOptions(filters));
}
