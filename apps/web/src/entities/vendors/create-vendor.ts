import type { ManagerVendorInput, Vendor } from '@marketday/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateVendorQueries } from './vendor-keys';

export type SavedVendor = { message: string; data: Vendor };

export async function createVendor(input: ManagerVendorInput): Promise<SavedVendor> {
  const { data } = await api.post<SavedVendor>('/market-managers/vendors', input);
  return data;
}

export function useCreateVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createVendor,
    onSuccess: () => invalidateVendorQueries(queryClient),
  });
}
