import type { Vendor } from '@marketday/shared';
import { useQuery } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { queryOptionsFor } from '@/entities/query-options-for';
import { api } from '@/lib/api-client';
import { vendorKeys } from './vendor-keys';

export function listVendors(): Promise<Vendor[]> {
  return dataOf(api.get<Vendor[]>('/market-managers/vendors/'));
}

export const vendorsQueryOptions = queryOptionsFor(vendorKeys.list, listVendors);

export function useVendors() {
  return useQuery(vendorsQueryOptions());
}
