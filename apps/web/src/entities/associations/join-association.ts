import type { JoinAssociationInput, VendorAssociation } from '@marketday/shared';
import { dataOf } from '@/entities/answer-data';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { invalidateAssociationQueries } from './association-keys';
import type { SavedAssociation } from './saved-association';

// 404: no active association has the code; 409: full, or already a member.
export function joinAssociation(input: JoinAssociationInput) {
  return dataOf(api.post<SavedAssociation<VendorAssociation>>('/vendors/self/associations/join', input));
}

export function useJoinAssociation() {
  return useRefreshingMutation(joinAssociation, invalidateAssociationQueries);
}
