import type { NotifyVendors, NotifyVendorsResult } from '@marketday/shared';
import { dataOf } from '@/entities/answer-data';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { invalidateNotificationQueries } from './notification-keys';

export type NotifyMarketInput = NotifyVendors & { marketId: string };
export type NotifyMarketResponse = NotifyVendorsResult;

export function notifyMarket({ marketId, ...body }: NotifyMarketInput): Promise<NotifyMarketResponse> {
  return dataOf(api.post<NotifyMarketResponse>(`/market-managers/markets/${marketId}/vendors/notify`, body));
}

export function useNotifyMarket() {
  return useRefreshingMutation(notifyMarket, invalidateNotificationQueries);
}
