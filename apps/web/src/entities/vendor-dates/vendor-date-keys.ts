import type { QueryClient } from '@tanstack/react-query';
import { boothMapKeys } from '@/entities/booth-map/booth-map-keys';
import { invalidateAll } from '@/lib/invalidate-all';

// The signed-in vendor's dates at one market (GET /vendors/self/markets/{market_id}/dates, docs/season.md).
export const vendorDateKeys = {
  all: ['vendor-dates'] as const,
  market: (marketId: string) => [...vendorDateKeys.all, marketId] as const,
};

export const vendorDatesPath = (marketId: string) => `/vendors/self/markets/${marketId}/dates`;

// A drop or a request moves the waitlist and the booths of that market's dates: its whole list is read again, and
// the vendor's booths, whose next date may be the one dropped.
export function invalidateVendorDates(queryClient: QueryClient, marketId: string) {
  return invalidateAll(queryClient, [vendorDateKeys.market(marketId), boothMapKeys.vendorBooths()]);
}
