import type { StaffList } from '@marketday/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { staffKeys } from './staff-keys';

export async function listStaff(): Promise<StaffList> {
  const { data } = await api.get<StaffList>('/market-managers/staff');
  return data;
}

export function staffQueryOptions() {
  return queryOptions({ queryKey: staffKeys.list(), queryFn: listStaff });
}

export function useStaff() {
  return useQuery(staffQueryOptions());
}
