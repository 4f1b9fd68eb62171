import type { VendorBooth } from '@marketday/shared';
import { useQuery } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { FETCHED_WITH_PAGE } from '@/entities/fetched-with-page';
import { queryOptionsFor } from '@/entities/query-options-for';
import { api } from '@/lib/api-client';
import { boothMapKeys } from './booth-map-keys';

// The signed-in vendor's booth at each of their markets on their next market day there, with the map to draw it.
export function listVendorBooths(): Promise<VendorBooth[]> {
  return dataOf(api.get<VendorBooth[]>('/vendors/self/booths'));
}

export const vendorBoothsQuery = queryOptionsFor(
  boothMapKeys.vendorBooths,
  listVendorBooths,
  FETCHED_WITH_PAGE,
);

export function useVendorBooths() {
  return useQuery(vendorBoothsQuery());
}
