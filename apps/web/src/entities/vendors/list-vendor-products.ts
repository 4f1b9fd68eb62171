import type { VendorProduct } from '@marketday/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { vendorKeys } from './vendor-keys';

// The catalogue a vendor keeps themselves, read by a manager whose markets they sell at.
export async function listVendorProducts(vendorId: string): Promise<VendorProduct[]> {
  const { data } = await api.get<VendorProduct[]>(`/market-managers/vendors/${vendorId}/products`);
  return data;
}

export function vendorProductsQueryOptions(vendorId: string) {
  return queryOptions({
    queryKey: vendorKeys.products(vendorId),
    queryFn: () => listVendorProducts(vendorId),
  });
}

export function useVendorProducts(vendorId: string) {
  return useQuery(vendorProductsQueryOptions(vendorId));
}
