import type { ManagerVendorInput } from '@marketday/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SavedVendor } from './create-vendor';
import { invalidateVendorQueries } from './vendor-keys';

// Markets are changed through the assign call, never through the profile update.
export type UpdateVendorInput = Omit<ManagerVendorInput, 'market_ids'>;

export async function updateVendor({ id, input }: { id: string; input: UpdateVendorInput }) {
  const { data } = await api.put<SavedVendor>(`/market-managers/vendors/${id}`, input);
  return data;
}

export function useUpdateVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVendor,
    onSuccess: () => invalidateVendorQueries(queryClient),
  });
}
