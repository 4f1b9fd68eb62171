import type { BulkDeleteResult } from '@marketday/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateNotificationQueries } from './notification-keys';

// The ids travel in the DELETE body (docs/product.md §7), which the api client sends from `data`.
export async function bulkDelete(ids: string[]): Promise<BulkDeleteResult> {
  const { data } = await api.delete<BulkDeleteResult>('/notifications/bulk', { data: { ids } });
  return data;
}

export function useBulkDelete() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bulkDelete, onSuccess: () => invalidateNotificationQueries(queryClient) });
}
