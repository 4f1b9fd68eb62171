import type { Application } from '@marketday/shared';
import { useQuery } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { queryOptionsFor } from '@/entities/query-options-for';
import { api } from '@/lib/api-client';
import { applicationKeys } from './application-keys';

export function listOwnApplications(): Promise<Application[]> {
  return dataOf(api.get<Application[]>('/vendors/self/applications'));
}

export const ownApplicationsQueryOptions = queryOptionsFor(applicationKeys.own, listOwnApplications);

export function useOwnApplications() {
  return useQuery(ownApplicationsQueryOptions());
}
