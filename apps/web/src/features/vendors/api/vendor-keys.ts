import type { QueryClient } from '@tanstack/react-query';

export const vendorKeys = {
  all: ['vendors'] as const,
  list: () => [...vendorKeys.all, 'list'] as const,
};

// Markets carry vendor counts and member lists, so a vendor change makes them stale too.
// The literal ['markets'] key (marketKeys.all) avoids importing another feature.
const MARKETS_KEY = ['markets'] as const;

export function invalidateVendorQueries(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: vendorKeys.all }),
    queryClient.invalidateQueries({ queryKey: MARKETS_KEY }),
  ]);
}
