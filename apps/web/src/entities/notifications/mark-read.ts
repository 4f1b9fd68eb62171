import type { MessageResponse } from '@marketday/shared';
import { dataOf } from '@/entities/answer-data';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { invalidateNotificationQueries } from './notification-keys';

export type MarkReadInput = { id: string; isRead: boolean };

// No body: the api client sends no JSON content type without data, and the server refuses an
// empty body that claims to be JSON.
export function markRead({ id, isRead }: MarkReadInput): Promise<MessageResponse> {
  return dataOf(
    api.patch<MessageResponse>(`/notifications/${id}/read`, undefined, {
      params: { mark_as_read: isRead },
    }),
  );
}

export function useMarkRead() {
  return useRefreshingMutation(markRead, invalidateNotificationQueries);
}
