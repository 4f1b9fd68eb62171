import type { QueryClient } from '@tanstack/react-query';
import type { DayReportOutboxItem } from '@/lib/offline/outbox-machine';
import { invalidateDayReportQueries } from './day-report-keys';
import { listDayReports, type SavedDayReport, saveDayReport } from './day-report-requests';

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
