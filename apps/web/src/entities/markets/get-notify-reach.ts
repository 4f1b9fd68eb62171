import type { NotifyVendorsReach } from '@marketday/shared';
import { useQuery } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { queryOptionsFor } from '@/entities/query-options-for';
import { api } from '@/lib/api-client';
import { marketKeys } from './market-keys';

// Who a market broadcast will reach, asked before it is sent.
export function getNotifyReach(marketId: string): Promise<NotifyVendorsReach> {
  return dataOf(
    api.get<NotifyVendorsReach>(`/market-managers/markets/${encodeURIComponent(marketId)}/vendors/notify`),
  );
}

export const notifyReachQueryOptions = queryOptionsFor(marketKeys.notifyReach, getNotifyReach);

export function useNotifyReach(marketId: string | null) {
  return useQuery({ ...notifyReachQueryOptions(marketId ?? ''), enabled: Boolean(marketId) });
}
