import type { MessageResponse } from '@marketday/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function resetPassword(input: { token: string; password: string }): Promise<MessageResponse> {
  const { data } = await api.post<MessageResponse>('/auth/password-reset/reset', input);
  return data;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
