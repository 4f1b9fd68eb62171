import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateDayReportQueries } from '@/lib/invalidate-queries';

export async function deleteDayReport({
  marketId,
  reportId,
}: {
  marketId: string;
  reportId: string;
}): Promise<{ message: string }> {
  const { data } = await api.delete<{ message: string }>(
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
