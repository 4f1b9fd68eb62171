import type { VendorAssociation } from '@marketday/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { associationKeys } from './association-keys';

export async function listMyAssociations(): Promise<VendorAssociation[]> {
  const { data } = await api.get<VendorAssociation[]>('/vendors/self/associations');
  return data;
}

export function myAssociationsQueryOptions() {
  return queryOptions({ queryKey: associationKeys.mine(), queryFn: listMyAssociations });
}

export function useMyAssociations() {
  return useQuery(myAssociationsQueryOptions());
}
