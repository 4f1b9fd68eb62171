import type { MessageResponse } from '@marketday/shared';
import { dataOf } from '@/entities/answer-data';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { invalidateVendorQueries } from './vendor-keys';

// For a vendor with their own account the server only removes them from this manager's markets.
export function deleteVendor(id: string): Promise<MessageResponse> {
  return dataOf(api.delete<MessageResponse>(`/market-managers/vendors/${id}`));
}

export function useDeleteVendor() {
  return useRefreshingMutation(deleteVendor, invalidateVendorQueries);
}
