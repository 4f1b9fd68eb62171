import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SavedVendor } from './create-vendor';
import { invalidateVendorQueries } from './vendor-keys';

// All or nothing: a 409 means the vendor is already in one of the markets and none were added.
export async function assignVendorMarkets({
  vendorId,
  marketIds,
}: {
  vendorId: string;
  marketIds: string[];
}) {
  const { data } = await api.post<SavedVendor>(`/market-managers/vendors/${vendorId}/markets`, {
    market_ids: marketIds,
  });
  return data;
}

export function useAssignVendorMarkets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignVendorMarkets,
    onSuccess: () => invalidateVendorQueries(queryClient),
  });
}
