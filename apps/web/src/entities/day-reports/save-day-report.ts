import type { DayReport, DayReportInput } from '@marketday/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dayReportsPath, invalidateDayReportQueries } from './day-report-keys';
import { type DayReportCentsDraft, encodeDayReportDraft } from './day-report-money';

export type SavedDayReport = { message: string; data: DayReport };

// Without a report id it creates (409 when that date already has a report); with one it updates.
export async function saveDayReport({
  marketId,
  reportId,
  input,
}: {
  marketId: string;
  reportId?: string | null | undefined;
  input: DayReportInput;
}): Promise<SavedDayReport> {
  const { data } = reportId
    ? await api.put<SavedDayReport>(`${dayReportsPath(marketId)}/${reportId}`, input)
    : await api.post<SavedDayReport>(dayReportsPath(marketId), input);
  return data;
}

export function useSaveDayReport() {
  const queryClient = useQueryClient();
  return useMutation({
    // The form's draft holds cents; the request carries the spec's dollars.
    mutationFn: ({
      draft,
      ...target
    }: {
      marketId: string;
      reportId?: string | null | undefined;
      draft: DayReportCentsDraft;
    }) => saveDayReport({ ...target, input: encodeDayReportDraft(draft) }),
    onSuccess: () => invalidateDayReportQueries(queryClient),
  });
}
