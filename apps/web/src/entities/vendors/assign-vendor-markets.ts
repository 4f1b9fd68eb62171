import { dataOf } from '@/entities/answer-data';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import type { SavedVendor } from './create-vendor';
import { invalidateVendorQueries } from './vendor-keys';

// All or nothing: a 409 means the vendor is already in one of the markets and none were added.
export function assignVendorMarkets({ vendorId, marketIds }: { vendorId: string; marketIds: string[] }) {
  return dataOf(
    api.post<SavedVendor>(`/market-managers/vendors/${vendorId}/markets`, { market_ids: marketIds }),
  );
}

export function useAssignVendorMarkets() {
  return useRefreshingMutation(assignVendorMarkets, invalidateVendorQueries);
}
