import type { Application } from '@marketday/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { applicationKeys } from './application-keys';

export async function listOwnApplications(): Promise<Application[]> {
  const { data } = await api.get<Application[]>('/vendors/self/applications');
  return data;
}

export function ownApplicationsQueryOptions() {
  return queryOptions({ queryKey: applicationKeys.own(), queryFn: listOwnApplications });
}

export function useOwnApplications() {
  return useQuery(ownApplicationsQueryOptions());
}
