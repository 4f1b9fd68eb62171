import type { Association } from '@marketday/shared';
import { useQuery } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { queryOptionsFor } from '@/entities/query-options-for';
import { api } from '@/lib/api-client';
import { associationKeys } from './association-keys';

export function listAssociations(): Promise<Association[]> {
  return dataOf(api.get<Association[]>('/admin/associations'));
}

export const associationsQueryOptions = queryOptionsFor(associationKeys.list, listAssociations);

export function useAssociations() {
  return useQuery(associationsQueryOptions());
}
