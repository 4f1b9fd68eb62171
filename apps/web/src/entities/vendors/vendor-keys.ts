import type { QueryClient } from '@tanstack/react-query';
import { marketKeys } from '@/entities/markets/market-keys';
import { invalidateAll } from '@/lib/invalidate-all';

// A manager's vendors, and the catalogue of one of them.
export const vendorKeys = {
  all: ['vendors'] as const,
  list: () => [...vendorKeys.all, 'list'] as const,
  products: (vendorId: string) => [...vendorKeys.all, 'products', vendorId] as const,
};

// Markets carry vendor counts and member lists, so a vendor change makes them stale too.
export function invalidateVendorQueries(queryClient: QueryClient) {
  return invalidateAll(queryClient, [vendorKeys.all, marketKeys.all]);
}
