import type { Association } from '@marketday/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { associationKeys } from './association-keys';

export async function listAssociations(): Promise<Association[]> {
  const { data } = await api.get<Association[]>('/admin/associations');
  return data;
}

export function associationsQueryOptions() {
  return queryOptions({ queryKey: associationKeys.list(), queryFn: listAssociations });
}

export function useAssociations() {
  return useQuery(associationsQueryOptions());
}
