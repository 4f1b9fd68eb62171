import type { ProgramReportQuery } from '@marketday/shared';
import { FileDownIcon, FileSpreadsheetIcon } from 'lucide-react';
import { useAlerts } from '@/components/ui/alerts-provider';
import { Button } from '@/components/ui/button';
import { TABLE_CARDS_QUERY } from '@/components/ui/data-table/data-table';
import { DataTableErrorCard } from '@/components/ui/data-table/data-table-error-card';
import { Skeleton } from '@/components/ui/skeleton';
import { type ProgramReportFormat, useExportProgramReport } from '@/entities/reports/export-program-report';
import { useProgramReport } from '@/entities/reports/get-program-report';
import { useMediaQuery } from '@/hooks/use-media-query';
import { getErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { ProgramMonthCards, ProgramTokenCards } from './program-report-cards';
import { ProgramMonthsTable, ProgramTokensTable } from './program-report-table';

type ProgramReportSectionProps = {
  /** The chosen market, or null for all markets (the report is of one market). */
  market: { id: string; name: string } | null;
  startDate: string;
  endDate: string;
};

// Issue 17 item 4: per program and token, what the market handed out and what vendors took (docs/product.md §16).
export function ProgramReportSection({ market, startDate, endDate }: ProgramReportSectionProps) {
  const t = useMessages(en);
  return (
    <section aria-labelledby="program-report-title" className="grid gap-3">
      <div>
        <h2 id="program-report-title" className="font-semibold text-lg">
          {t('programReportTitle')}
        </h2>
        <p className="text-muted-foreground text-sm">
          {market ? t('programReportDescription') : t('programReportChooseMarket')}
        </p>
      </div>
      {market && (
        <ProgramReportBody
          query={{ market_id: market.id, start_date: startDate, end_date: endDate }}
          marketName={market.name}
        />
      )}
    </section>
  );
}

function ProgramReportBody({ query, marketName }: { query: ProgramReportQuery; marketName: string }) {
  const t = useMessages(en);
  const report = useProgramReport(query);
  const isCards = useMediaQuery(TABLE_CARDS_QUERY);
  const data = report.data;
  return (
    <>
      <ExportButtons query={query} marketName={marketName} disabled={!data} />
      {report.error ? (
        <DataTableErrorCard error={report.error} />
      ) : !data ? (
        <Skeleton className="h-40 w-full" />
      ) : (
        <div
          aria-busy={report.isPlaceholderData}
          className={cn('grid gap-4 transition-opacity', report.isPlaceholderData && 'opacity-60')}
        >
          {data.programs.length === 0 ? (
            <p className="rounded-lg border bg-card p-4 text-muted-foreground text-sm">
              {t('noProgramTokens')}
            </p>
          ) : isCards ? (
            <ProgramTokenCards report={data} />
          ) : (
            <ProgramTokensTable report={data} />
          )}
          <h3 className="font-semibold text-base">{t('perMonth')}</h3>
          {data.programs.every((p) => p.months.length === 0) ? (
            <p className="rounded-lg border bg-card p-4 text-muted-foreground text-sm">
              {t('noProgramMonths')}
            </p>
          ) : isCards ? (
            <ProgramMonthCards report={data} />
          ) : (
            <ProgramMonthsTable report={data} />
          )}
        </div>
      )}
    </>
  );
}

const FORMAT_LABELS: Record<ProgramReportFormat, { idle: keyof typeof en; busy: keyof typeof en }> = {
  csv: { idle: 'downloadCsv', busy: 'preparingCsv' },
  pdf: { idle: 'downloadPdf', busy: 'preparingPdf' },
};

function ExportButtons({
  query,
  marketName,
  disabled,
}: {
  query: ProgramReportQuery;
  marketName: string;
  disabled: boolean;
}) {
  const t = useMessages(en);
  const { showError } = useAlerts();
  const exportReport = useExportProgramReport();
  const busyFormat = exportReport.isPending ? exportReport.variables?.format : undefined;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
      {(['csv', 'pdf'] as const).map((format) => (
        <Button
          key={format}
          type="button"
          variant="outline"
          className="w-full sm:w-auto"
          disabled={disabled || exportReport.isPending}
          onClick={() =>
            exportReport.mutate(
              { query, format, marketName },
              { onError: (error) => showError(getErrorMessage(error)) },
            )
          }
        >
          {format === 'csv' ? (
            <FileSpreadsheetIcon aria-hidden="true" />
          ) : (
            <FileDownIcon aria-hidden="true" />
          )}
          {t(busyFormat === format ? FORMAT_LABELS[format].busy : FORMAT_LABELS[format].idle)}
        </Button>
      ))}
    </div>
  );
}
