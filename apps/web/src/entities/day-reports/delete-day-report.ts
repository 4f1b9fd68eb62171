import type { MessageResponse } from '@marketday/shared';
import { dataOf } from '@/entities/answer-data';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { dayReportsPath, invalidateDayReportQueries } from './day-report-keys';

export function deleteDayReport({
  marketId,
  reportId,
}: {
  marketId: string;
  reportId: string;
}): Promise<MessageResponse> {
  return dataOf(api.delete<MessageResponse>(`${dayReportsPath(marketId)}/${reportId}`));
}

export function useDeleteDayReport() {
  return useRefreshingMutation(deleteDayReport, invalidateDayReportQueries);
}
