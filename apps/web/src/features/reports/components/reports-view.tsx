import { fileSlug } from '@marketday/shared';
import { type ComponentType, lazy, Suspense } from 'react';
import { DataTableErrorCard } from '@/components/ui/data-table/data-table-error-card';
import { useReport } from '@/entities/reports/get-report';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { ExportPdfButton } from './export-pdf-button';
import { MarketDaysTable } from './market-days-table';
import { ProgramReportSection } from './program-report-section';
import { ReportFilters } from './report-filters';
import { ReportSummary } from './report-summary';
import { ReportTable } from './report-table';
import { TrendChartsLoading } from './trend-charts-loading';
import { useReportFilters } from './use-report-filters';

// The charts (recharts and d3, about 100 KB gzip of the page's 400) load after the page's figures and tables
// are up: issue 32, docs/decisions/038-page-weight-and-first-screen.md.
const TrendCharts = lazy(() =>
  import('./trend-charts')
    .then((m) => ({ default: m.TrendCharts }))
    .catch(() => ({ default: ChartsUnavailable })),
);

// The figures and tables below hold everything the charts draw.
function ChartsUnavailable() {
  const t = useMessages(en);
  return <p className="rounded-xl border p-4 text-muted-foreground text-sm">{t('chartsUnavailable')}</p>;
}

/** A part of the page about the chosen market (null: all markets) and range, handed in by the page. */
export type ReportRangeSection = ComponentType<{
  market: { id: string; name: string } | null;
  startDate: string;
  endDate: string;
}>;

type ReportsViewProps = {
  markets: { id: string; name: string; time_zone: string }[];
  /** The funder reports' and the books' downloads (features/accounting), last on the page. */
  Downloads?: ReportRangeSection;
};

// Everything the filters choose, on one page; the exports carry exactly what is on screen.
export function ReportsView({ markets, Downloads }: ReportsViewProps) {
  const filters = useReportFilters(markets);
  const report = useReport(filters.query);
  const data = report.data;
  const market = markets.find((m) => m.id === filters.marketId) ?? null;
  const marketName = market?.name ?? 'All markets';
  const { start_date, end_date } = filters.query;
  const filenameBase = `report-${fileSlug(marketName)}-${start_date}-to-${end_date}`;
  const isLoading = report.isPending;
  return (
    <>
      <ReportFilters markets={markets} filters={filters} />
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <ExportPdfButton query={filters.query} filename={`${filenameBase}.pdf`} disabled={!data} />
      </div>
      {report.error ? (
        <DataTableErrorCard error={report.error} />
      ) : (
        // While new filters load, the previous figures stay, dimmed, rather than a blank page.
        <div
          aria-busy={report.isPlaceholderData}
          className={cn('flex flex-col gap-4 transition-opacity', report.isPlaceholderData && 'opacity-60')}
        >
          <ReportSummary report={data} isLoading={isLoading} />
          <Suspense fallback={<TrendChartsLoading />}>
            <TrendCharts report={data} isLoading={isLoading} />
          </Suspense>
          <ReportTable
            report={data}
            isLoading={isLoading}
            error={null}
            group={filters.group}
            onGroupChange={filters.setGroup}
            filenameBase={filenameBase}
          />
          <MarketDaysTable report={data} isLoading={isLoading} filenameBase={filenameBase} />
        </div>
      )}
      <ProgramReportSection market={market} startDate={start_date} endDate={end_date} />
      {Downloads ? <Downloads market={market} startDate={start_date} endDate={end_date} /> : null}
    </>
  );
}
