import { ClipboardList } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { DayReportRow } from '@/entities/day-reports/day-report-money';
import { useDayReports } from '@/entities/day-reports/list-day-reports';
import { useOpening } from '@/hooks/use-opening';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { LazyDayReportModal } from './lazy-day-report-modal';

type MarketDay = { marketId: string; marketDate: string };

/** The market's saved report for that night, if any (from the market's report list, one request per market). */
export function useDayReportFor({ marketId, marketDate }: MarketDay): {
  report: DayReportRow | null;
  isPending: boolean;
} {
  const reports = useDayReports(marketId);
  return {
    report: reports.data?.find((r) => r.date === marketDate) ?? null,
    // A list that failed to load falls back to creating; the server still refuses a second report. So does one
    // waiting for a network (offline, nothing kept on the device): the report is held on the device and, if the
    // night has one on the server already, the sync shows it as Needs attention.
    isPending: reports.isPending && reports.fetchStatus !== 'paused',
  };
}

type DayReportButtonProps = MarketDay & {
  /** Called as the dialog opens, with the report being edited (null when creating). */
  onOpen?: ((report: DayReportRow | null) => void) | undefined;
  className?: string | undefined;
};

// The night's report opens for editing when it exists, so the manager never fills the form only to be told
// that a report for this market and date already exists.
export function DayReportButton({ marketId, marketDate, onOpen, className }: DayReportButtonProps) {
  const t = useMessages(en);
  const { report, isPending } = useDayReportFor({ marketId, marketDate });
  const { opening, open: openDialog, dialog } = useOpening<DayReportRow | null>();

  function open() {
    openDialog(report);
    onOpen?.(report);
  }

  return (
    <>
      <Button type="button" variant="outline" className={className} disabled={isPending} onClick={open}>
        <ClipboardList aria-hidden="true" />
        {report ? t('editDayReport') : t('createDayReport')}
      </Button>
      {opening && (
        <LazyDayReportModal
          key={opening.key}
          {...dialog}
          marketId={marketId}
          marketDate={marketDate}
          report={opening.target}
        />
      )}
    </>
  );
}
