import type { MessageResponse } from '@marketday/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateDayReportQueries } from './day-report-keys';

export async function deleteDayReport({
  marketId,
  reportId,
}: {
  marketId: string;
  reportId: string;
}): Promise<MessageResponse> {
  const { data } = await api.delete<MessageResponse>(
    `/market-managers/markets/${marketId}/day-reports/${reportId}`,
  );
  return data;
}

export function useDeleteDayReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteDayReport,
    onSuccess: () => invalidateDayReportQueries(queryClient),
  });
}
