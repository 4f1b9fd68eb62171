import type { ApplicationResult, RejectApplicationInput } from '@marketday/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateApplicationQueries } from './application-keys';

export async function rejectApplication({
  id,
  input,
}: {
  id: string;
  input: RejectApplicationInput;
}): Promise<ApplicationResult> {
  const { data } = await api.post<ApplicationResult>(
    `/market-managers/applications/${encodeURIComponent(id)}/reject`,
    input,
  );
  return data;
}

export function useRejectApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectApplication,
    onSettled: () => invalidateApplicationQueries(queryClient),
  });
}
