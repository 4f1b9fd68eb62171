import type { MessageResponse } from '@marketday/shared';
import { dataOf } from '@/entities/answer-data';
import { invalidateMarketQueries } from '@/entities/markets/market-keys';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { api } from '@/lib/api-client';

// Lists show token coins too, so refresh every market query.
export function useDeleteToken(marketId: string) {
  return useRefreshingMutation(
    (tokenId: string) =>
      dataOf(api.delete<MessageResponse>(`/market-managers/markets/${marketId}/tokens/${tokenId}`)),
    invalidateMarketQueries,
  );
}
