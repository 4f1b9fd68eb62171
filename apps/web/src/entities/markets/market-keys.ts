import type { QueryClient } from '@tanstack/react-query';
import { invalidateAll } from '@/lib/invalidate-all';

export const marketKeys = {
  all: ['markets'] as const,
  list: () => [...marketKeys.all, 'list'] as const,
  search: (term: string) => [...marketKeys.all, 'search', term] as const,
  detail: (id: string) => [...marketKeys.all, 'detail', id] as const,
  vendors: (id: string) => [...marketKeys.all, 'detail', id, 'vendors'] as const,
  notifyReach: (id: string) => [...marketKeys.all, 'detail', id, 'notify-reach'] as const,
};

// A market's lists, cards, vendors and token coins are all read under `all`, so any market change refreshes them.
export function invalidateMarketQueries(queryClient: QueryClient) {
  return invalidateAll(queryClient, [marketKeys.all]);
}
