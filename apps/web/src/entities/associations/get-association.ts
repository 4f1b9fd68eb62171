import type { AssociationDetail } from '@marketday/shared';
import { useQuery } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { queryOptionsFor } from '@/entities/query-options-for';
import { api } from '@/lib/api-client';
import { associationKeys } from './association-keys';

export function getAssociation(id: string): Promise<AssociationDetail> {
  return dataOf(api.get<AssociationDetail>(`/admin/associations/${id}`));
}

export const associationQueryOptions = queryOptionsFor(associationKeys.detail, getAssociation);

export function useAssociation(id: string | null) {
  return useQuery({ ...associationQueryOptions(id ?? ''), enabled: id !== null });
}
