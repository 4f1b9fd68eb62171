import type { BulkUpdateResult } from '@marketday/shared';
import { dataOf } from '@/entities/answer-data';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { invalidateNotificationQueries } from './notification-keys';

export type BulkReadInput = { ids: string[]; isRead: boolean };

export function bulkRead({ ids, isRead }: BulkReadInput): Promise<BulkUpdateResult> {
  return dataOf(api.patch<BulkUpdateResult>('/notifications/read/bulk', { ids, mark_as_read: isRead }));
}

export function useBulkRead() {
  return useRefreshingMutation(bulkRead, invalidateNotificationQueries);
}
