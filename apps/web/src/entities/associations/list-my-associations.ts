import type { VendorAssociation } from '@marketday/shared';
import { useQuery } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { queryOptionsFor } from '@/entities/query-options-for';
import { api } from '@/lib/api-client';
import { associationKeys } from './association-keys';

export function listMyAssociations(): Promise<VendorAssociation[]> {
  return dataOf(api.get<VendorAssociation[]>('/vendors/self/associations'));
}

export const myAssociationsQueryOptions = queryOptionsFor(associationKeys.mine, listMyAssociations);

export function useMyAssociations() {
  return useQuery(myAssociationsQueryOptions());
}
