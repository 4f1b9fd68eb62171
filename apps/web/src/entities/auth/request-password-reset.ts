import type { MessageResponse, PasswordResetRequest } from '@marketday/shared';
import { useMutation } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { api } from '@/lib/api-client';

// The answer is the same whether or not the e-mail has an account, so it reveals nothing.
export function requestPasswordReset(input: PasswordResetRequest): Promise<MessageResponse> {
  return dataOf(api.post<MessageResponse>('/auth/password-reset/request', input));
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
