import type { Association } from '@marketday/shared';
import { dataOf } from '@/entities/answer-data';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { invalidateAssociationQueries } from './association-keys';
import type { SavedAssociation } from './saved-association';

// Members stay when an association is deactivated; only new joins stop.
export function setAssociationActive({ id, active }: { id: string; active: boolean }) {
  const action = active ? 'activate' : 'deactivate';
  return dataOf(api.post<SavedAssociation<Association>>(`/admin/associations/${id}/${action}`));
}

export function useSetAssociationActive() {
  return useRefreshingMutation(setAssociationActive, invalidateAssociationQueries);
}
