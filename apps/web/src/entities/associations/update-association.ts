import type { Association, AssociationInput } from '@marketday/shared';
import { dataOf } from '@/entities/answer-data';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { invalidateAssociationQueries } from './association-keys';
import type { SavedAssociation } from './saved-association';

// A 409 means max vendors would fall below the members already in it, or the code is taken.
export function updateAssociation({ id, input }: { id: string; input: AssociationInput }) {
  return dataOf(api.put<SavedAssociation<Association>>(`/admin/associations/${id}`, input));
}

export function useUpdateAssociation() {
  return useRefreshingMutation(updateAssociation, invalidateAssociationQueries);
}
