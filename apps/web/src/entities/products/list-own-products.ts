import type { ProductListQuery, VendorProduct } from '@marketday/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { queryOptionsFor } from '@/entities/query-options-for';
import { api } from '@/lib/api-client';
import { productKeys } from './product-keys';

// The signed-in vendor's catalogue: the products page (searched and filtered) and the products an application
// can attach (all of them). The server searches and filters, so only the parameters that are set are sent.
export function listOwnProducts(filters: ProductListQuery = {}): Promise<VendorProduct[]> {
  const params = Object.fromEntries(Object.entries(filters).filter(([, value]) => value));
  return dataOf(api.get<VendorProduct[]>('/vendors/self/products', { params }));
}

export const ownProductsQueryOptions = queryOptionsFor(productKeys.list, listOwnProducts);

// The previous answer stays on screen while a new search loads, so the list does not flash empty.
export function useOwnProducts(filters: ProductListQuery = {}) {
  return useQuery({ ...ownProductsQueryOptions(filters), placeholderData: keepPreviousData });
}
