import type { ApplicationResult, ApplyInput } from '@marketday/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateApplicationQueries } from './application-keys';

export async function applyToMarket(input: ApplyInput): Promise<ApplicationResult> {
  const { data } = await api.post<ApplicationResult>('/vendors/self/applications', input);
  return data;
}

export function useApplyToMarket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyToMarket,
    onSuccess: () => invalidateApplicationQueries(queryClient),
  });
}
