import type { MessageResponse } from '@marketday/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAssociationQueries } from './association-keys';

export async function removeAssociationMember({
  associationId,
  vendorId,
}: {
  associationId: string;
  vendorId: string;
}) {
  const { data } = await api.delete<MessageResponse>(
    `/admin/associations/${associationId}/vendors/${vendorId}`,
  );
  return data;
}

export function useRemoveAssociationMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAssociationMember,
    onSuccess: () => invalidateAssociationQueries(queryClient),
  });
}
