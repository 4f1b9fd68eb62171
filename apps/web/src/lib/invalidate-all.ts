import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** Marks every query under each of the keys stale (and refetches the ones on screen), in parallel. */
export function invalidateAll(queryClient: QueryClient, queryKeys: readonly QueryKey[]) {
  return Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
