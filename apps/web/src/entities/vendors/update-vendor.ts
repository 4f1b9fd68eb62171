import type { ManagerVendorInput } from '@marketday/shared';
import { dataOf } from '@/entities/answer-data';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import type { SavedVendor } from './create-vendor';
import { invalidateVendorQueries } from './vendor-keys';

// Markets are changed through the assign call, never through the profile update.
export type UpdateVendorInput = Omit<ManagerVendorInput, 'market_ids'>;

export function updateVendor({ id, input }: { id: string; input: UpdateVendorInput }) {
  return dataOf(api.put<SavedVendor>(`/market-managers/vendors/${id}`, input));
}

export function useUpdateVendor() {
  return useRefreshingMutation(updateVendor, invalidateVendorQueries);
}
