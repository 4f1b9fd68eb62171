import type { BulkUpdateResult } from '@marketday/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateNotificationQueries } from './notification-keys';

export type BulkArchiveInput = { ids: string[]; archive: boolean };

export async function bulkArchive({ ids, archive }: BulkArchiveInput): Promise<BulkUpdateResult> {
  const { data } = await api.patch<BulkUpdateResult>('/notifications/archive/bulk', { ids, archive });
  return data;
}

export function useBulkArchive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bulkArchive,
    onSuccess: () => invalidateNotificationQueries(queryClient),
  });
}
