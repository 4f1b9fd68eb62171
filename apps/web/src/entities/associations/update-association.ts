import type { Association, AssociationInput } from '@marketday/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAssociationQueries } from './association-keys';
import type { SavedAssociation } from './saved-association';

// A 409 means max vendors would fall below the members already in it, or the code is taken.
export async function updateAssociation({ id, input }: { id: string; input: AssociationInput }) {
  const { data } = await api.put<SavedAssociation<Association>>(`/admin/associations/${id}`, input);
  return data;
}

export function useUpdateAssociation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAssociation,
    onSuccess: () => invalidateAssociationQueries(queryClient),
  });
}
