import type { ManagerAccount } from '@marketday/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { accountKeys } from './account-keys';

export async function getAccount(): Promise<ManagerAccount> {
  const { data } = await api.get<ManagerAccount>('/market-managers/account');
  return data;
}

export function accountQueryOptions() {
  return queryOptions({ queryKey: accountKeys.detail(), queryFn: getAccount });
}

export function useAccount() {
  return useQuery(accountQueryOptions());
}
