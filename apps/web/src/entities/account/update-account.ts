import type { ManagerAccount, ManagerAccountInput } from '@marketday/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys } from './account-keys';

export type SavedAccount = { message: string; data: ManagerAccount };

export async function updateAccount(input: ManagerAccountInput): Promise<SavedAccount> {
  const { data } = await api.put<SavedAccount>('/market-managers/account', input);
  return data;
}

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (result) => queryClient.setQueryData(accountKeys.detail(), result.data),
  });
}
