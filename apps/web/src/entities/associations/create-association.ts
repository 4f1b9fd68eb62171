import type { Association, AssociationInput } from '@marketday/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAssociationQueries } from './association-keys';
import type { SavedAssociation } from './saved-association';

export async function createAssociation(input: AssociationInput) {
  const { data } = await api.post<SavedAssociation<Association>>('/admin/associations', input);
  return data;
}

export function useCreateAssociation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAssociation,
    onSuccess: () => invalidateAssociationQueries(queryClient),
  });
}
