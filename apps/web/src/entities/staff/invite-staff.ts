import type { StaffInviteInput, StaffMemberResult } from '@marketday/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { staffKeys } from './staff-keys';

// Also the resend: a pending e-mail invited again gets a fresh link. A 409 names `email` when the address
// is taken, or carries the seat limit in its detail.
export async function inviteStaff(input: StaffInviteInput): Promise<StaffMemberResult> {
  const { data } = await api.post<StaffMemberResult>('/market-managers/staff', input);
  return data;
}

export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
