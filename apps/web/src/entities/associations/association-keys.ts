import type { QueryClient } from '@tanstack/react-query';
import { invalidateAll } from '@/lib/invalidate-all';

export const associationKeys = {
  all: ['associations'] as const,
  list: () => [...associationKeys.all, 'list'] as const,
  detail: (id: string) => [...associationKeys.all, 'detail', id] as const,
  // The signed-in vendor's memberships.
  mine: () => [...associationKeys.all, 'mine'] as const,
};

// Counts, codes and member lists all move together, so any change refreshes every association query.
export function invalidateAssociationQueries(queryClient: QueryClient) {
  return invalidateAll(queryClient, [associationKeys.all]);
}
