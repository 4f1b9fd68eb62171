import type { BoothMap, BoothMapUpdate } from '@marketday/shared';
import { dataOf } from '@/entities/answer-data';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { boothMapKeys, boothMapPath, invalidateBoothMapQueries } from './booth-map-keys';

// A save names the version it started from; a stale one is refused with 409 (BOOTH_MAP_MESSAGES.stale).
export function saveBoothMap(marketId: string, update: BoothMapUpdate) {
  return dataOf(api.put<{ message: string; data: BoothMap }>(boothMapPath(marketId), update));
}

// The answer is the saved map (with its new version): it replaces the cached one at once, and the booth reads
// that name its booths are read again.
export function useSaveBoothMap(marketId: string) {
  return useRefreshingMutation(
    (update: BoothMapUpdate) => saveBoothMap(marketId, update),
    (queryClient, saved) => {
      queryClient.setQueryData(boothMapKeys.map(marketId), saved.data);
      return invalidateBoothMapQueries(queryClient);
    },
  );
}
