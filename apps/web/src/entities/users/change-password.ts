import type { ChangePassword } from '@marketday/shared';
import { useMutation } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { api } from '@/lib/api-client';

export type PasswordChanged = { message: string; signed_out_sessions: number };

export function changePassword(input: ChangePassword): Promise<PasswordChanged> {
  return dataOf(api.post<PasswordChanged>('/users/self/password', input));
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
