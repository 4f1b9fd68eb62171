import type { VendorMarket } from '@marketday/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { vendorMarketKeys } from './vendor-market-keys';

// The markets the signed-in vendor sells at, with next days and document needs (GET /vendors/self/markets).
export async function listVendorMarkets(): Promise<VendorMarket[]> {
  const { data } = await api.get<VendorMarket[]>('/vendors/self/markets');
  return data;
}

export function vendorMarketsQueryOptions() {
  return queryOptions({ queryKey: vendorMarketKeys.list(), queryFn: listVendorMarkets });
}

export function useVendorMarkets() {
  return useQuery(vendorMarketsQueryOptions());
}
