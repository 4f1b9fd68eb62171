import type { AssociationDetail } from '@marketday/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { associationKeys } from './association-keys';

export async function getAssociation(id: string): Promise<AssociationDetail> {
  const { data } = await api.get<AssociationDetail>(`/admin/associations/${id}`);
  return data;
}

export function associationQueryOptions(id: string) {
  return queryOptions({ queryKey: associationKeys.detail(id), queryFn: () => getAssociation(id) });
}

export function useAssociation(id: string | null) {
  return useQuery({ ...associationQueryOptions(id ?? ''), enabled: id !== null });
}
