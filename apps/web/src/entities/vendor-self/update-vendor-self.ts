import type { VendorSelf, VendorSelfInput } from '@marketday/shared';
import { dataOf } from '@/entities/answer-data';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { userKeys } from '@/entities/users/user-keys';
import { vendorMarketKeys } from '@/entities/vendor-markets/vendor-market-keys';
import { api } from '@/lib/api-client';
import { invalidateAll } from '@/lib/invalidate-all';
import { vendorSelfKeys } from './vendor-self-keys';

export type SavedVendorSelf = { message: string; data: VendorSelf };

export function updateVendorSelf(input: VendorSelfInput): Promise<SavedVendorSelf> {
  return dataOf(api.put<SavedVendorSelf>('/vendors/self', input));
}

export function useUpdateVendorSelf() {
  return useRefreshingMutation(updateVendorSelf, (queryClient, saved) => {
    queryClient.setQueryData(vendorSelfKeys.detail(), saved.data);
    // The sidebar shows the business name, and the vendor's type decides the documents each market needs.
    return invalidateAll(queryClient, [userKeys.self(), vendorMarketKeys.all]);
  });
}
