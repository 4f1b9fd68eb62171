import type { Association } from '@marketday/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAssociationQueries } from './association-keys';
import type { SavedAssociation } from './saved-association';

// Members stay when an association is deactivated; only new joins stop.
export async function setAssociationActive({ id, active }: { id: string; active: boolean }) {
  const action = active ? 'activate' : 'deactivate';
  const { data } = await api.post<SavedAssociation<Association>>(`/admin/associations/${id}/${action}`);
  return data;
}

export function useSetAssociationActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAssociationActive,
    onSuccess: () => invalidateAssociationQueries(queryClient),
  });
}
