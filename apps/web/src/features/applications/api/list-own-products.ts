import type { VendorProduct } from '@marketday/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { applicationKeys } from '@/lib/query-keys';

// The vendor's catalogue, to attach products to an application.
export async function listOwnProducts(): Promise<VendorProduct[]> {
  const { data } = await api.get<VendorProduct[]>('/vendors/self/products');
  return data;
}

export function ownProductsQueryOptions() {
  return queryOptions({ queryKey: applicationKeys.ownProducts(), queryFn: listOwnProducts });
}

export function useOwnProducts({ enabled = true } = {}) {
  return useQuery({ ...ownProductsQueryOptions(), enabled });
}
