import type { ManagerAccount, ManagerAccountInput } from '@marketday/shared';
import { dataOf } from '@/entities/answer-data';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { accountKeys } from './account-keys';

export type SavedAccount = { message: string; data: ManagerAccount };

export function updateAccount(input: ManagerAccountInput): Promise<SavedAccount> {
  return dataOf(api.put<SavedAccount>('/market-managers/account', input));
}

export function useUpdateAccount() {
  return useRefreshingMutation(updateAccount, (queryClient, saved) =>
    queryClient.setQueryData(accountKeys.detail(), saved.data),
  );
}
