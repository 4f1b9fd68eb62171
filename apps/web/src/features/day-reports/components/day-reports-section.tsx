import { type DateRange, DEFAULT_TIME_ZONE, type MarketDays, todayAtMarket } from '@marketday/shared';
import { PlusIcon } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import type { DayReportRow } from '@/entities/day-reports/day-report-money';
import { useDayReports } from '@/entities/day-reports/list-day-reports';
import { useOpening } from '@/hooks/use-opening';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { dayReportColumns } from './day-report-columns';
import { DayReportMobileCard } from './day-report-mobile-card';
import { loadFunderFigures } from './funder-figures';
import { LazyDayReportModal } from './lazy-day-report-modal';

type DayReportsSectionProps = {
  marketId: string;
  marketName: string;
  /** Only reports inside the page's date range are listed. */
  range: DateRange | null;
  /**
   * YYYY-MM-DD: today at the market, the night a new report starts on. Until the market is known, today in the
   * default zone (DEFAULT_TIME_ZONE, the server's), never the device's date.
   */
  marketToday?: string | undefined;
  /** The market's days, once loaded: a new report for another day asks to be confirmed. */
  marketDays?: MarketDays | undefined;
};

const SORT_BY_DATE = [{ id: 'date', desc: true }];

export function DayReportsSection({
  marketId,
  marketName,
  range,
  marketToday,
  marketDays,
}: DayReportsSectionProps) {
  const t = useMessages(en);
  const reportsQuery = useDayReports(marketId);
  // The reports' funder figures load beside the reports, not after them.
  useEffect(() => {
    loadFunderFigures().catch(() => undefined);
  }, []);
  // Which report the dialog opens on (null: a new one).
  const { opening, open, dialog } = useOpening<DayReportRow | null>();
  const columns = useMemo(() => dayReportColumns(open), [open]);
  const reports = useMemo(
    () =>
      (reportsQuery.data ?? []).filter(
        (report) => !range || (report.date >= range.start && report.date <= range.end),
      ),
    [reportsQuery.data, range],
  );

  return (
    <section aria-labelledby="day-reports-title" className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="day-reports-title" className="font-semibold text-xl">
            {t('dayReports')}
          </h2>
          <p className="text-muted-foreground text-sm">{t('sectionDescription', { market: marketName })}</p>
        </div>
        <Button onClick={() => open(null)} className="w-full sm:w-auto">
          <PlusIcon aria-hidden="true" />
          {t('createDayReport')}
        </Button>
      </div>
      <DataTable
        columns={columns}
        data={reports}
        isLoading={reportsQuery.isPending}
        error={reportsQuery.error}
        getRowId={(report) => report.id}
        initialSorting={SORT_BY_DATE}
        emptyMessage={t('noReports')}
        mobileCard={(report) => <DayReportMobileCard report={report} onEdit={open} />}
      />
      {opening && (
        <LazyDayReportModal
          key={opening.key}
          {...dialog}
          marketId={marketId}
          marketDate={
            opening.target?.date ?? marketToday ?? todayAtMarket({ time_zone: DEFAULT_TIME_ZONE }, new Date())
          }
          report={opening.target}
          latestDate={marketToday}
          marketDays={marketDays}
        />
      )}
    </section>
  );
}
