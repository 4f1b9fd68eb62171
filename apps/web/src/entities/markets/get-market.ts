import type { Market, MarketVendor } from '@marketday/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { api } from '@/lib/api-client';
import { marketKeys } from './market-keys';

export function getMarket(id: string): Promise<Market> {
  return dataOf(api.get<Market>(`/market-managers/markets/${id}`));
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

export function listMarketVendors(id: string): Promise<MarketVendor[]> {
  return dataOf(api.get<MarketVendor[]>(`/market-managers/markets/${id}/vendors`));
}

export function useMarketVendors(id: string | null | undefined) {
  return useQuery({
    queryKey: marketKeys.vendors(id ?? ''),
    queryFn: () => listMarketVendors(id ?? ''),
    enabled: Boolean(id),
  });
}
