import type { ApplicationResult } from '@marketday/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateApplicationQueries } from './application-keys';

export async function approveApplication(id: string): Promise<ApplicationResult> {
  const { data } = await api.post<ApplicationResult>(
    `/market-managers/applications/${encodeURIComponent(id)}/approve`,
  );
  return data;
}

// Settled, not only success: a 409 (decided elsewhere meanwhile) refreshes the card to its real state.
export function useApproveApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveApplication,
    onSettled: () => invalidateApplicationQueries(queryClient, { joined: true }),
  });
}
