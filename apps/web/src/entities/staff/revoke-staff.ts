import type { StaffMemberResult } from '@marketday/shared';
import { dataOf } from '@/entities/answer-data';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { invalidateStaffQueries } from './staff-keys';

// Ends the member's sessions too (docs/decisions/029); a pending invitation stops working.
export function revokeStaff(id: string): Promise<StaffMemberResult> {
  return dataOf(api.post<StaffMemberResult>(`/market-managers/staff/${encodeURIComponent(id)}/revoke`));
}

export function useRevokeStaff() {
  return useRefreshingMutation(revokeStaff, invalidateStaffQueries);
}
