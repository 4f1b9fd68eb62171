import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function resetPassword(input: {
  token: string;
  password: string;
}): Promise<{ message: string }> {
  const { data } = await api.post<{ message: string }>('/auth/password-reset/reset', input);
  return data;
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
