import type { VendorProduct } from '@marketday/shared';
import { useQuery } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { queryOptionsFor } from '@/entities/query-options-for';
import { api } from '@/lib/api-client';
import { vendorKeys } from './vendor-keys';

// The catalogue a vendor keeps themselves, read by a manager whose markets they sell at.
export function listVendorProducts(vendorId: string): Promise<VendorProduct[]> {
  return dataOf(api.get<VendorProduct[]>(`/market-managers/vendors/${vendorId}/products`));
}

export const vendorProductsQueryOptions = queryOptionsFor(vendorKeys.products, listVendorProducts);

export function useVendorProducts(vendorId: string) {
  return useQuery(vendorProductsQueryOptions(vendorId));
}
