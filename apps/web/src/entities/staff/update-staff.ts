import type { StaffMemberResult, StaffUpdateInput } from '@marketday/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { staffKeys } from './staff-keys';

export async function updateStaff({ id, input }: { id: string; input: StaffUpdateInput }) {
  const { data } = await api.put<StaffMemberResult>(
    `/market-managers/staff/${encodeURIComponent(id)}`,
    input,
  );
  return data;
}

export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.all }),
  });
}
