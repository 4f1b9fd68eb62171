import type { StaffMemberResult, StaffUpdateInput } from '@marketday/shared';
import { dataOf } from '@/entities/answer-data';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { invalidateStaffQueries } from './staff-keys';

export function updateStaff({ id, input }: { id: string; input: StaffUpdateInput }) {
  return dataOf(api.put<StaffMemberResult>(`/market-managers/staff/${encodeURIComponent(id)}`, input));
}

export function useUpdateStaff() {
  return useRefreshingMutation(updateStaff, invalidateStaffQueries);
}
