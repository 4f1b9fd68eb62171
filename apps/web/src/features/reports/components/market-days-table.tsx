import { MARKET_DAY_COLUMNS, REPORT_INCOME_NOTE, type Report, toCsv } from '@marketday/shared';
import { useMemo } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { ExportCsvButton } from '@/components/ui/export-csv-button';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { formatValue, toColumnDef } from './report-column-defs';
import { saidColumns } from './said-columns';

type MarketDaysTableProps = { report: Report | undefined; isLoading: boolean; filenameBase: string };

// Each market night: what its checkouts brought in and its day report's income, expenses and deposit.
export function MarketDaysTable({ report, isLoading, filenameBase }: MarketDaysTableProps) {
  const t = useMessages(en);
  // The day report's Yes or No is the shared code's English, said in the language shown.
  const columns = useMemo(
    () => MARKET_DAY_COLUMNS.map((column) => toColumnDef(column, { say: column.header === 'Day report' })),
    [],
  );
  const rows = report?.market_days ?? [];
  return (
    <section aria-labelledby="market-days-title" className="grid gap-3">
      <div>
        <h2 id="market-days-title" className="font-semibold text-lg">
          {t('marketNightsTitle')}
        </h2>
        <p className="text-muted-foreground text-sm">
          {t('directDepositNote')}
          {report?.query.vendor_type ? ` ${sayShared(REPORT_INCOME_NOTE)}` : ''}
        </p>
      </div>
      <DataTable
        columns={columns}
        data={rows}
        isLoading={isLoading}
        emptyMessage={t('noMarketNights')}
        compact
        mobileCard={(day) => (
          <div className="flex flex-col gap-2">
            <div>
              <h3 className="font-semibold leading-tight">{formatValue(day.market_date, 'date')}</h3>
              <p className="text-muted-foreground text-sm">
                {day.market_name} · {day.has_day_report ? t('dayReportFiled') : t('noDayReport')}
              </p>
            </div>
            <dl className="grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
              {MARKET_DAY_COLUMNS.filter((c) => c.kind === 'money').map((c) => (
                <div key={c.header} className="contents">
                  <dt className="text-muted-foreground">{sayShared(c.header)}</dt>
                  <dd className="text-right tabular-nums">{formatValue(c.value(day), c.kind)}</dd>
                </div>
              ))}
            </dl>
          </div>
        )}
        toolbar={
          <ExportCsvButton
            filename={`${filenameBase}-market-nights.csv`}
            getCsv={() => toCsv(rows, saidColumns(MARKET_DAY_COLUMNS))}
            disabled={!report || isLoading}
            label={t('exportNightsCsv')}
            className="w-full sm:ml-auto sm:w-auto"
          />
        }
      />
    </section>
  );
}
