import type { MessageResponse, PasswordResetRequest } from '@marketday/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// The answer is the same whether or not the e-mail has an account, so it reveals nothing.
export async function requestPasswordReset(input: PasswordResetRequest): Promise<MessageResponse> {
  const { data } = await api.post<MessageResponse>('/auth/password-reset/request', input);
  return data;
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
