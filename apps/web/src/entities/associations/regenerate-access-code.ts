import type { Association } from '@marketday/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAssociationQueries } from './association-keys';
import type { SavedAssociation } from './saved-association';

// The old code stops working at once; vendors already in the association stay.
export async function regenerateAccessCode(id: string) {
  const { data } = await api.post<SavedAssociation<Association>>(`/admin/associations/${id}/access-code`);
  return data;
}

export function useRegenerateAccessCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateAccessCode,
    onSuccess: () => invalidateAssociationQueries(queryClient),
  });
}
