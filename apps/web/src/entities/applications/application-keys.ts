import type { ManagerApplicationsQuery } from '@marketday/shared';
import type { QueryClient } from '@tanstack/react-query';
import { marketKeys } from '@/entities/markets/market-keys';
import { vendorKeys } from '@/entities/vendors/vendor-keys';
import { invalidateAll } from '@/lib/invalidate-all';

export const applicationKeys = {
  all: ['applications'] as const,
  own: () => [...applicationKeys.all, 'own'] as const,
  browse: (search: string) => [...applicationKeys.all, 'browse', search] as const,
  managed: (filters: ManagerApplicationsQuery) => [...applicationKeys.all, 'managed', filters] as const,
};

// An approval adds a market vendor: vendor lists and market vendor counts go stale too.
export function invalidateApplicationQueries(queryClient: QueryClient, { joined = false } = {}) {
  return invalidateAll(queryClient, [
    applicationKeys.all,
    ...(joined ? [vendorKeys.all, marketKeys.all] : []),
  ]);
}
