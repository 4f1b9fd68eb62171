import type { BulkDeleteResult } from '@marketday/shared';
import { dataOf } from '@/entities/answer-data';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { invalidateNotificationQueries } from './notification-keys';

// The ids travel in the DELETE body (docs/product.md §7), which the api client sends from `data`.
export function bulkDelete(ids: string[]): Promise<BulkDeleteResult> {
  return dataOf(api.delete<BulkDeleteResult>('/notifications/bulk', { data: { ids } }));
}

export function useBulkDelete() {
  return useRefreshingMutation(bulkDelete, invalidateNotificationQueries);
}
