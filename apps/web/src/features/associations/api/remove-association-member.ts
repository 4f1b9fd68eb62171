import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAssociationQueries } from '@/lib/invalidate-queries';

export async function removeAssociationMember({
  associationId,
  vendorId,
}: {
  associationId: string;
  vendorId: string;
}) {
  const { data } = await api.delete<{ message: string }>(
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
