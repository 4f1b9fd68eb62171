import {
  APPLICATION_LINK_REFRESH_MS,
  type ManagedApplication,
  type ManagerApplicationsQuery,
} from '@marketday/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { queryOptionsFor } from '@/entities/query-options-for';
import { api } from '@/lib/api-client';
import { applicationKeys } from './application-keys';

// Applications to the manager's own markets, filtered by status and market.
export function listMarketApplications(filters: ManagerApplicationsQuery): Promise<ManagedApplication[]> {
  const params = Object.fromEntries(Object.entries(filters).filter(([, value]) => value));
  return dataOf(api.get<ManagedApplication[]>('/market-managers/applications', { params }));
}

export const marketApplicationsQueryOptions = queryOptionsFor(
  applicationKeys.managed,
  listMarketApplications,
  {
    placeholderData: keepPreviousData,
    // The document links in the list expire after five minutes; refetching keeps them working.
    refetchInterval: APPLICATION_LINK_REFRESH_MS,
  },
);

export function useMarketApplications(filters: ManagerApplicationsQuery) {
  return useQuery(marketApplicationsQueryOptions(filters));
}
