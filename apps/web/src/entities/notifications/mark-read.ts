import type { MessageResponse } from '@marketday/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateNotificationQueries } from './notification-keys';

export type MarkReadInput = { id: string; isRead: boolean };

// No body: the api client sends no JSON content type without data, and the server refuses an
// empty body that claims to be JSON.
export async function markRead({ id, isRead }: MarkReadInput): Promise<MessageResponse> {
  const { data } = await api.patch<MessageResponse>(`/notifications/${id}/read`, undefined, {
    params: { mark_as_read: isRead },
  });
  return data;
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markRead, onSuccess: () => invalidateNotificationQueries(queryClient) });
}
