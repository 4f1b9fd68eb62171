import type { ChangePassword } from '@marketday/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type PasswordChanged = { message: string; signed_out_sessions: number };

export async function changePassword(input: ChangePassword): Promise<PasswordChanged> {
  const { data } = await api.post<PasswordChanged>('/users/self/password', input);
  return data;
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
