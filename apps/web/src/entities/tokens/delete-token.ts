import type { MessageResponse } from '@marketday/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { marketKeys } from '@/entities/markets/market-keys';
import { api } from '@/lib/api-client';

export async function deleteToken({ marketId, tokenId }: { marketId: string; tokenId: string }) {
  const { data } = await api.delete<MessageResponse>(
    `/market-managers/markets/${marketId}/tokens/${tokenId}`,
  );
  return data;
}

export function useDeleteToken(marketId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tokenId: string) => deleteToken({ marketId, tokenId }),
    // Lists show token coins too, so refresh every market query.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketKeys.all }),
  });
}
