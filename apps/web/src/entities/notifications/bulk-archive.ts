import type { BulkUpdateResult } from '@marketday/shared';
import { dataOf } from '@/entities/answer-data';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { invalidateNotificationQueries } from './notification-keys';

export type BulkArchiveInput = { ids: string[]; archive: boolean };

export function bulkArchive({ ids, archive }: BulkArchiveInput): Promise<BulkUpdateResult> {
  return dataOf(api.patch<BulkUpdateResult>('/notifications/archive/bulk', { ids, archive }));
}

export function useBulkArchive() {
  return useRefreshingMutation(bulkArchive, invalidateNotificationQueries);
}
