import type { MessageResponse } from '@marketday/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateVendorQueries } from './vendor-keys';

// For a vendor with their own account the server only removes them from this manager's markets.
export async function deleteVendor(id: string): Promise<MessageResponse> {
  const { data } = await api.delete<MessageResponse>(`/market-managers/vendors/${id}`);
  return data;
}

export function useDeleteVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVendor,
    onSuccess: () => invalidateVendorQueries(queryClient),
  });
}
