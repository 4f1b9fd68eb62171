import type { VendorSelf } from '@marketday/shared';
import { useQuery } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { queryOptionsFor } from '@/entities/query-options-for';
import { api } from '@/lib/api-client';
import { vendorSelfKeys } from './vendor-self-keys';

export function getVendorSelf(): Promise<VendorSelf> {
  return dataOf(api.get<VendorSelf>('/vendors/self'));
}

export const vendorSelfQueryOptions = queryOptionsFor(vendorSelfKeys.detail, getVendorSelf);

export function useVendorSelf() {
  return useQuery(vendorSelfQueryOptions());
}
