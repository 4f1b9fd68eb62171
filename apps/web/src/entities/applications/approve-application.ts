import type { ManagedApplicationResult } from '@marketday/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { api } from '@/lib/api-client';
import { invalidateApplicationQueries } from './application-keys';

export function approveApplication(id: string): Promise<ManagedApplicationResult> {
  return dataOf(
    api.post<ManagedApplicationResult>(`/market-managers/applications/${encodeURIComponent(id)}/approve`),
  );
}

// Settled, not only success: a 409 (decided elsewhere meanwhile) refreshes the card to its real state.
export function useApproveApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveApplication,
    onSettled: () => invalidateApplicationQueries(queryClient, { joined: true }),
  });
}
