import type { CreateManagerAccount } from '@marketday/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userKeys } from '@/entities/users/user-keys';
import { api } from '@/lib/api-client';
import type { CreatedAccount } from './create-vendor-account';

export async function createManagerAccount(payload: CreateManagerAccount): Promise<CreatedAccount> {
  const { data } = await api.post<CreatedAccount>('/users/market_manager', payload);
  return data;
}

export function useCreateManagerAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createManagerAccount,
    // docs/product.md §7: cached users queries are invalidated after a manager is created.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
