import type { ManagerAccount } from '@marketday/shared';
import { useQuery } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { queryOptionsFor } from '@/entities/query-options-for';
import { api } from '@/lib/api-client';
import { accountKeys } from './account-keys';

export function getAccount(): Promise<ManagerAccount> {
  return dataOf(api.get<ManagerAccount>('/market-managers/account'));
}

export const accountQueryOptions = queryOptionsFor(accountKeys.detail, getAccount);

export function useAccount() {
  return useQuery(accountQueryOptions());
}
