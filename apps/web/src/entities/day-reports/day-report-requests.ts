import type { DayReport, DayReportInput } from '@marketday/shared';
import { dataOf } from '@/entities/answer-data';
import { api } from '@/lib/api-client';
import { dayReportsPath } from './day-report-keys';

// The day reports' requests as the API takes and answers them (dollars), apart from the hooks that turn the
// money into cents (day-report-money.ts): the outbox's sender in the signed-in shell sends a held report with
// these, so the shell carries no codec of the report form's (docs/decisions/038-page-weight-and-first-screen.md).

export type SavedDayReport = { message: string; data: DayReport };

export function listDayReports(marketId: string): Promise<DayReport[]> {
  return dataOf(api.get<DayReport[]>(dayReportsPath(marketId)));
}

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
