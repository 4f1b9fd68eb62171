import type { JoinAssociationInput, VendorAssociation } from '@marketday/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAssociationQueries } from './association-keys';
import type { SavedAssociation } from './saved-association';

// 404: no active association has the code; 409: full, or already a member.
export async function joinAssociation(input: JoinAssociationInput) {
  const { data } = await api.post<SavedAssociation<VendorAssociation>>(
    '/vendors/self/associations/join',
    input,
  );
  return data;
}

export function useJoinAssociation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinAssociation,
    onSuccess: () => invalidateAssociationQueries(queryClient),
  });
}
