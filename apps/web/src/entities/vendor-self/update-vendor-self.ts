import type { VendorSelf, VendorSelfInput } from '@marketday/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userKeys } from '@/entities/users/user-keys';
import { vendorMarketKeys } from '@/entities/vendor-markets/vendor-market-keys';
import { api } from '@/lib/api-client';
import { vendorSelfKeys } from './vendor-self-keys';

export type SavedVendorSelf = { message: string; data: VendorSelf };

export async function updateVendorSelf(input: VendorSelfInput): Promise<SavedVendorSelf> {
  const { data } = await api.put<SavedVendorSelf>('/vendors/self', input);
  return data;
}

export function useUpdateVendorSelf() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVendorSelf,
    onSuccess: async (result) => {
      queryClient.setQueryData(vendorSelfKeys.detail(), result.data);
      // The sidebar shows the business name, and the vendor's type decides the documents each market needs.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.self() }),
        queryClient.invalidateQueries({ queryKey: vendorMarketKeys.all }),
      ]);
    },
  });
}
