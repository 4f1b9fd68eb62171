import type { Vendor } from '@marketday/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { vendorKeys } from './vendor-keys';

export async function listVendors(): Promise<Vendor[]> {
  const { data } = await api.get<Vendor[]>('/market-managers/vendors/');
  return data;
}

export function vendorsQueryOptions() {
  return queryOptions({ queryKey: vendorKeys.list(), queryFn: listVendors });
}

export function useVendors() {
  return useQuery(vendorsQueryOptions());
}
