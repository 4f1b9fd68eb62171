import type { DayReport, DayReportInput } from '@marketday/shared';
import { dataOf } from '@/entities/answer-data';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { dayReportsPath, invalidateDayReportQueries } from './day-report-keys';
import { type DayReportCentsDraft, encodeDayReportDraft } from './day-report-money';

export type SavedDayReport = { message: string; data: DayReport };

// Without a report id it creates (409 when that date already has a report); with one it updates.
export function saveDayReport({
  marketId,
  reportId,
  input,
}: {
  marketId: string;
  reportId?: string | null | undefined;
  input: DayReportInput;
}): Promise<SavedDayReport> {
  return reportId
    ? dataOf(api.put<SavedDayReport>(`${dayReportsPath(marketId)}/${reportId}`, input))
    : dataOf(api.post<SavedDayReport>(dayReportsPath(marketId), input));
}

export function useSaveDayReport() {
  return useRefreshingMutation(
    // The form's draft holds cents; the request carries the spec's dollars.
    ({
      draft,
      ...target
    }: {
      marketId: string;
      reportId?: string | null | undefined;
      draft: DayReportCentsDraft;
    }) => saveDayReport({ ...target, input: encodeDayReportDraft(draft) }),
    invalidateDayReportQueries,
  );
}
