import type { ManagedApplicationResult, RejectApplicationInput } from '@marketday/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { api } from '@/lib/api-client';
import { invalidateApplicationQueries } from './application-keys';

export function rejectApplication({
  id,
  input,
}: {
  id: string;
  input: RejectApplicationInput;
}): Promise<ManagedApplicationResult> {
  return dataOf(
    api.post<ManagedApplicationResult>(
      `/market-managers/applications/${encodeURIComponent(id)}/reject`,
      input,
    ),
  );
}

export function useRejectApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectApplication,
    onSettled: () => invalidateApplicationQueries(queryClient),
  });
}
