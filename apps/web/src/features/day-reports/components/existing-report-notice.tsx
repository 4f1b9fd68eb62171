import { DAY_REPORT_MESSAGES } from '@marketday/shared';
import { TriangleAlertIcon } from 'lucide-react';
import { useDayReports } from '@/entities/day-reports/list-day-reports';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

// Creating: a date that already has its report is said before the whole form is filled in, not after submit.
export function ExistingReportNotice({
  marketId,
  marketDate,
}: {
  marketId: string;
  marketDate: string | null;
}) {
  const t = useMessages(en);
  const { data } = useDayReports(marketId);
  if (!marketDate || !data?.some((report) => report.date === marketDate)) return null;
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-lg border border-warning bg-warning/10 px-3 py-2 text-amber-900 text-sm"
    >
      <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        {sayShared(DAY_REPORT_MESSAGES.exists)} {t('chooseAnotherDate')}
      </span>
    </p>
  );
}
