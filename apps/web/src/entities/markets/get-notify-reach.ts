import type { NotifyVendorsReach } from '@marketday/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { marketKeys } from './market-keys';

// Who a market broadcast will reach, asked before it is sent.
export async function getNotifyReach(marketId: string): Promise<NotifyVendorsReach> {
  const { data } = await api.get<NotifyVendorsReach>(
    `/market-managers/markets/${encodeURIComponent(marketId)}/vendors/notify`,
  );
  return data;
}

export function notifyReachQueryOptions(marketId: string) {
  return queryOptions({
    queryKey: marketKeys.notifyReach(marketId),
    queryFn: () => getNotifyReach(marketId),
  });
}

export function useNotifyReach(marketId: string | null) {
  return useQuery({ ...notifyReachQueryOptions(marketId ?? ''), enabled: Boolean(marketId) });
}
