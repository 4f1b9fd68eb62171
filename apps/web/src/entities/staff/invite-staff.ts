import type { StaffInviteInput, StaffMemberResult } from '@marketday/shared';
import { dataOf } from '@/entities/answer-data';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { invalidateStaffQueries } from './staff-keys';

// Also the resend: a pending e-mail invited again gets a fresh link. A 409 names `email` when the address
// is taken, or carries the seat limit in its detail.
export function inviteStaff(input: StaffInviteInput): Promise<StaffMemberResult> {
  return dataOf(api.post<StaffMemberResult>('/market-managers/staff', input));
}

export function useInviteStaff() {
  return useRefreshingMutation(inviteStaff, invalidateStaffQueries);
}
