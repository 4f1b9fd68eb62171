import type { MessageResponse } from '@marketday/shared';
import { dataOf } from '@/entities/answer-data';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { invalidateMarketQueries } from './market-keys';

// The vendor list and every card's vendor count change.
export function useRemoveMarketVendor(marketId: string) {
  return useRefreshingMutation(
    (vendorId: string) =>
      dataOf(api.delete<MessageResponse>(`/market-managers/markets/${marketId}/vendors/${vendorId}`)),
    invalidateMarketQueries,
  );
}
