import type { VendorMarket } from '@marketday/shared';
import { useQuery } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { FETCHED_WITH_PAGE } from '@/entities/fetched-with-page';
import { queryOptionsFor } from '@/entities/query-options-for';
import { api } from '@/lib/api-client';
import { vendorMarketKeys } from './vendor-market-keys';

// The markets the signed-in vendor sells at, with next days and document needs (GET /vendors/self/markets).
export function listVendorMarkets(): Promise<VendorMarket[]> {
  return dataOf(api.get<VendorMarket[]>('/vendors/self/markets'));
}

export const vendorMarketsQueryOptions = queryOptionsFor(
  vendorMarketKeys.list,
  listVendorMarkets,
  FETCHED_WITH_PAGE,
);

export function useVendorMarkets() {
  return useQuery(vendorMarketsQueryOptions());
}
