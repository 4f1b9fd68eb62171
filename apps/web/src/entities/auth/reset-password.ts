import type { MessageResponse } from '@marketday/shared';
import { useMutation } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { api } from '@/lib/api-client';

export function resetPassword(input: { token: string; password: string }): Promise<MessageResponse> {
  return dataOf(api.post<MessageResponse>('/auth/password-reset/reset', input));
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
