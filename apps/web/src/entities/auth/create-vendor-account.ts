import type { CreateVendorAccount } from '@marketday/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type CreatedAccount = { id: string; username: string };

export async function createVendorAccount(payload: CreateVendorAccount): Promise<CreatedAccount> {
  const { data } = await api.post<CreatedAccount>('/users/vendor', payload);
  return data;
}

export function useCreateVendorAccount() {
  return useMutation({ mutationFn: createVendorAccount });
}
