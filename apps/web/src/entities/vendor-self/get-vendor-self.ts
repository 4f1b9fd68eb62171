import type { VendorSelf } from '@marketday/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { vendorSelfKeys } from './vendor-self-keys';

export async function getVendorSelf(): Promise<VendorSelf> {
  const { data } = await api.get<VendorSelf>('/vendors/self');
  return data;
}

export function vendorSelfQueryOptions() {
  return queryOptions({ queryKey: vendorSelfKeys.detail(), queryFn: getVendorSelf });
}

export function useVendorSelf() {
  return useQuery(vendorSelfQueryOptions());
}
