import type { QueryClient } from '@tanstack/react-query';
import { invalidateAll } from '@/lib/invalidate-all';

export const boothMapKeys = {
  all: ['booth-map'] as const,
  map: (marketId: string) => [...boothMapKeys.all, 'map', marketId] as const,
  assignments: (marketId: string, date: string) =>
    [...boothMapKeys.all, 'assignments', marketId, date] as const,
  vendorBooths: () => [...boothMapKeys.all, 'vendor-booths'] as const,
};

// A saved map renames or removes booths, and a booth moved on one date changes who stands where: every booth read
// is refreshed.
export function invalidateBoothMapQueries(queryClient: QueryClient) {
  return invalidateAll(queryClient, [boothMapKeys.all]);
}

export const boothMapPath = (marketId: string) => `/market-managers/markets/${marketId}/booth-map`;
