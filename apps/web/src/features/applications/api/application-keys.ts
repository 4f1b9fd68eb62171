import type { ManagerApplicationsQuery } from '@marketday/shared';
import type { QueryClient } from '@tanstack/react-query';

export const applicationKeys = {
  all: ['applications'] as const,
  own: () => [...applicationKeys.all, 'own'] as const,
  browse: (search: string) => [...applicationKeys.all, 'browse', search] as const,
  ownProducts: () => [...applicationKeys.all, 'own-products'] as const,
  managed: (filters: ManagerApplicationsQuery) => [...applicationKeys.all, 'managed', filters] as const,
};

// An approval adds a market vendor: vendor lists and market vendor counts go stale too. Literal keys
// (vendorKeys.all, marketKeys.all) avoid importing other features.
const VENDORS_KEY = ['vendors'] as const;
const MARKETS_KEY = ['markets'] as const;

export function invalidateApplicationQueries(queryClient: QueryClient, { joined = false } = {}) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
    ...(joined
      ? [
          queryClient.invalidateQueries({ queryKey: VENDORS_KEY }),
          queryClient.invalidateQueries({ queryKey: MARKETS_KEY }),
        ]
      : []),
  ]);
}
