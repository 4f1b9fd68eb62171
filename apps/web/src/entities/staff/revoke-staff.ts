import type { StaffMemberResult } from '@marketday/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { staffKeys } from './staff-keys';

// Ends the member's sessions too (docs/decisions/029); a pending invitation stops working.
export async function revokeStaff(id: string): Promise<StaffMemberResult> {
  const { data } = await api.post<StaffMemberResult>(
    `/market-managers/staff/${encodeURIComponent(id)}/revoke`,
  );
  return data;
}

export function useRevokeStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
