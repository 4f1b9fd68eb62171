import type { StaffList } from '@marketday/shared';
import { useQuery } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { queryOptionsFor } from '@/entities/query-options-for';
import { api } from '@/lib/api-client';
import { staffKeys } from './staff-keys';

export function listStaff(): Promise<StaffList> {
  return dataOf(api.get<StaffList>('/market-managers/staff'));
}

export const staffQueryOptions = queryOptionsFor(staffKeys.list, listStaff);

export function useStaff() {
  return useQuery(staffQueryOptions());
}
