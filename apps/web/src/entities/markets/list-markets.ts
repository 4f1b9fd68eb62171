import type { Market } from '@marketday/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { marketKeys } from './market-keys';

export async function listMarkets(): Promise<Market[]> {
  const { data } = await api.get<Market[]>('/market-managers/markets');
  return data;
}

export function marketsQueryOptions() {
  return queryOptions({ queryKey: marketKeys.list(), queryFn: listMarkets });
}

export function useMarkets() {
  return useQuery(marketsQueryOptions());
}
