import type { MessageResponse } from '@marketday/shared';
import { dataOf } from '@/entities/answer-data';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { invalidateAssociationQueries } from './association-keys';

export function removeAssociationMember({
  associationId,
  vendorId,
}: {
  associationId: string;
  vendorId: string;
}) {
  return dataOf(api.delete<MessageResponse>(`/admin/associations/${associationId}/vendors/${vendorId}`));
}

export function useRemoveAssociationMember() {
  return useRefreshingMutation(removeAssociationMember, invalidateAssociationQueries);
}
