import type { NotifyVendors, NotifyVendorsResult } from '@marketday/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateNotificationQueries } from './notification-keys';

export type NotifyMarketInput = NotifyVendors & { marketId: string };
export type NotifyMarketResponse = NotifyVendorsResult;

export async function notifyMarket({ marketId, ...body }: NotifyMarketInput): Promise<NotifyMarketResponse> {
  const { data } = await api.post<NotifyMarketResponse>(
    `/market-managers/markets/${marketId}/vendors/notify`,
    body,
  );
  return data;
}

export function useNotifyMarket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: notifyMarket,
    onSuccess: () => invalidateNotificationQueries(queryClient),
  });
}
