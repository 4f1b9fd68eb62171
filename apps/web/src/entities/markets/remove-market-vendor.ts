import type { MessageResponse } from '@marketday/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { marketKeys } from './market-keys';

export async function removeMarketVendor({ marketId, vendorId }: { marketId: string; vendorId: string }) {
  const { data } = await api.delete<MessageResponse>(
    `/market-managers/markets/${marketId}/vendors/${vendorId}`,
  );
  return data;
}

export function useRemoveMarketVendor(marketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (vendorId: string) => removeMarketVendor({ marketId, vendorId }),
    // The vendor list and every card's vendor count change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketKeys.all }),
  });
}
