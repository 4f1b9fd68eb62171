import type { ProductListQuery, VendorProduct } from '@marketday/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productKeys } from '@/lib/query-keys';

// The server searches and filters, so only the parameters that are set are sent.
export async function listProducts(filters: ProductListQuery): Promise<VendorProduct[]> {
  const params = Object.fromEntries(Object.entries(filters).filter(([, value]) => value));
  const { data } = await api.get<VendorProduct[]>('/vendors/self/products', { params });
  return data;
}

export function productsQueryOptions(filters: ProductListQuery) {
  return queryOptions({ queryKey: productKeys.list(filters), queryFn: () => listProducts(filters) });
}

// The previous answer stays on screen while a new search loads, so the list does not flash empty.
export function useProducts(filters: ProductListQuery) {
  return useQuery({ ...productsQueryOptions(filters), placeholderData: keepPreviousData });
}
