import type { Market, MarketVendor } from '@marketday/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { marketKeys } from './market-keys';

export async function getMarket(id: string): Promise<Market> {
  const { data } = await api.get<Market>(`/market-managers/markets/${id}`);
  return data;
}

export function marketQueryOptions(id: string) {
  return queryOptions({
    queryKey: marketKeys.detail(id),
    queryFn: () => getMarket(id),
    enabled: Boolean(id),
  });
}

export function useMarket(id: string | null | undefined) {
  return useQuery(marketQueryOptions(id ?? ''));
}

export async function listMarketVendors(id: string): Promise<MarketVendor[]> {
  const { data } = await api.get<MarketVendor[]>(`/market-managers/markets/${id}/vendors`);
  return data;
}

export function useMarketVendors(id: string | null | undefined) {
  return useQuery({
    queryKey: marketKeys.vendors(id ?? ''),
    queryFn: () => listMarketVendors(id ?? ''),
    enabled: Boolean(id),
  });
}
