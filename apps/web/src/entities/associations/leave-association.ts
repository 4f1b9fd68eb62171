import type { MessageResponse } from '@marketday/shared';
import { dataOf } from '@/entities/answer-data';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { invalidateAssociationQueries } from './association-keys';

export function leaveAssociation(id: string) {
  return dataOf(api.delete<MessageResponse>(`/vendors/self/associations/${id}`));
}

export function useLeaveAssociation() {
  return useRefreshingMutation(leaveAssociation, invalidateAssociationQueries);
}
