import type { CreateVendorAccount } from '@marketday/shared';
import { useMutation } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { api } from '@/lib/api-client';

export type CreatedAccount = { id: string; username: string };

export function createVendorAccount(payload: CreateVendorAccount): Promise<CreatedAccount> {
  return dataOf(api.post<CreatedAccount>('/users/vendor', payload));
}

export function useCreateVendorAccount() {
  return useMutation({ mutationFn: createVendorAccount });
}
