import type { Association } from '@marketday/shared';
import { dataOf } from '@/entities/answer-data';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { invalidateAssociationQueries } from './association-keys';
import type { SavedAssociation } from './saved-association';

// The old code stops working at once; vendors already in the association stay.
export function regenerateAccessCode(id: string) {
  return dataOf(api.post<SavedAssociation<Association>>(`/admin/associations/${id}/access-code`));
}

export function useRegenerateAccessCode() {
  return useRefreshingMutation(regenerateAccessCode, invalidateAssociationQueries);
}
