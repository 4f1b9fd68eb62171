import type { DayReport, DayReportInput } from '@marketday/shared';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../api-client';
import { invalidateDayReportQueries } from '../invalidate-queries';
import type { DayReportOutboxItem } from '../offline/outbox-machine';

export type SavedDayReport = { message: string; data: DayReport };

const base = (marketId: string) => `/market-managers/markets/${marketId}/day-reports`;

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
    ? await api.put<SavedDayReport>(`${base(marketId)}/${reportId}`, input)
    : await api.post<SavedDayReport>(base(marketId), input);
  return data;
}

export async function listDayReports(marketId: string): Promise<DayReport[]> {
  const { data } = await api.get<DayReport[]>(base(marketId));
  return data;
}

/** The report on the server for that market night, if any (the other side of a held report's 409). */
export async function dayReportOn({ marketId, date }: { marketId: string; date: string }) {
  return (await listDayReports(marketId)).find((report) => report.date.slice(0, 10) === date) ?? null;
}

// A held report: created, or written over the night's report (found by its date when the device never knew its id).
export async function sendQueuedDayReport(item: DayReportOutboxItem): Promise<SavedDayReport> {
  if (item.mode === 'create') return saveDayReport({ marketId: item.marketId, input: item.input });
  const reportId =
    item.reportId ?? (await dayReportOn({ marketId: item.marketId, date: item.input.date }))?.id;
  return saveDayReport({ marketId: item.marketId, reportId, input: item.input });
}

export function recordQueuedDayReport(queryClient: QueryClient) {
  return invalidateDayReportQueries(queryClient);
}
