import type { PasswordResetRequest } from '@marketday/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// The answer is the same whether or not the e-mail has an account, so it reveals nothing.
export async function requestPasswordReset(input: PasswordResetRequest): Promise<{ message: string }> {
  const { data } = await api.post<{ message: string }>('/auth/password-reset/request', input);
  return data;
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
