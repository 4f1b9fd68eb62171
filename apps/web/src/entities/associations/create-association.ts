import type { Association, AssociationInput } from '@marketday/shared';
import { dataOf } from '@/entities/answer-data';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { invalidateAssociationQueries } from './association-keys';
import type { SavedAssociation } from './saved-association';

export function createAssociation(input: AssociationInput) {
  return dataOf(api.post<SavedAssociation<Association>>('/admin/associations', input));
}

export function useCreateAssociation() {
  return useRefreshingMutation(createAssociation, invalidateAssociationQueries);
}
