import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { invalidateDayReportQueries } from './day-report-keys';
import { type DayReportCentsDraft, encodeDayReportDraft } from './day-report-money';
import { saveDayReport } from './day-report-requests';

export { type SavedDayReport, saveDayReport } from './day-report-requests';

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
