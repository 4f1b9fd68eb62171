import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveDayReport } from '@/lib/api/day-reports';
import { invalidateDayReportQueries } from '@/lib/invalidate-queries';

export function useSaveDayReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDayReport,
    onSuccess: () => invalidateDayReportQueries(queryClient),
  });
}
