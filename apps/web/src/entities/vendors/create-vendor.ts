import type { ManagerVendorInput, Vendor } from '@marketday/shared';
import { dataOf } from '@/entities/answer-data';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { invalidateVendorQueries } from './vendor-keys';

export type SavedVendor = { message: string; data: Vendor };

export function createVendor(input: ManagerVendorInput): Promise<SavedVendor> {
  return dataOf(api.post<SavedVendor>('/market-managers/vendors', input));
}

export function useCreateVendor() {
  return useRefreshingMutation(createVendor, invalidateVendorQueries);
}
