import type { VendorMarketDates } from '@marketday/shared';
import { useQuery } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { FETCHED_WITH_PAGE } from '@/entities/fetched-with-page';
import { queryOptionsFor } from '@/entities/query-options-for';
import { api } from '@/lib/api-client';
import { vendorDateKeys, vendorDatesPath } from './vendor-date-keys';

// The market's open dates of the next twelve months, each as it stands for the signed-in vendor.
export function listVendorDates(marketId: string): Promise<VendorMarketDates> {
  return dataOf(api.get<VendorMarketDates>(vendorDatesPath(marketId)));
}

export const vendorDatesQueryOptions = queryOptionsFor(
  vendorDateKeys.market,
  listVendorDates,
  FETCHED_WITH_PAGE,
);

export function useVendorDates(marketId: string) {
  return useQuery(vendorDatesQueryOptions(marketId));
}
