import type { ApplicationResult } from '@marketday/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateApplicationQueries } from './application-keys';

export async function withdrawApplication(id: string): Promise<ApplicationResult> {
  const { data } = await api.post<ApplicationResult>(
    `/vendors/self/applications/${encodeURIComponent(id)}/withdraw`,
  );
  return data;
}

export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawApplication,
    onSuccess: () => invalidateApplicationQueries(queryClient),
  });
}
