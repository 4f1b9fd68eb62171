import type { MessageResponse } from '@marketday/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAssociationQueries } from './association-keys';

export async function leaveAssociation(id: string) {
  const { data } = await api.delete<MessageResponse>(`/vendors/self/associations/${id}`);
  return data;
}

export function useLeaveAssociation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveAssociation,
    onSuccess: () => invalidateAssociationQueries(queryClient),
  });
}
