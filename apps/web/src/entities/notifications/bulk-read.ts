import type { BulkUpdateResult } from '@marketday/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateNotificationQueries } from './notification-keys';

export type BulkReadInput = { ids: string[]; isRead: boolean };

export async function bulkRead({ ids, isRead }: BulkReadInput): Promise<BulkUpdateResult> {
  const { data } = await api.patch<BulkUpdateResult>('/notifications/read/bulk', {
    ids,
    mark_as_read: isRead,
  });
  return data;
}

export function useBulkRead() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bulkRead, onSuccess: () => invalidateNotificationQueries(queryClient) });
}
