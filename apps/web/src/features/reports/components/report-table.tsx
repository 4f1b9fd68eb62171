import {
  REPORT_DETAIL_ROW_LIMIT,
  REPORT_GROUP_LABELS,
  REPORT_GROUPS,
  type Report,
  type ReportGroup,
  type ReportTable as ReportTableKind,
  reportColumns,
  toCsv,
  tokenColumns,
} from '@marketday/shared';
import { useMemo } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { ExportCsvButton } from '@/components/ui/export-csv-button';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { useIntlTag } from '@/lib/i18n/intl';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { reportColumnDefs } from './report-column-defs';
import { ReportRowCard } from './report-row-card';
import { saidColumns } from './said-columns';

type ReportTableProps = {
  report: Report | undefined;
  isLoading: boolean;
  error: unknown;
  group: ReportGroup;
  onGroupChange: (group: ReportGroup) => void;
  filenameBase: string;
};

export function ReportTable({
  report,
  isLoading,
  error,
  group,
  onGroupChange,
  filenameBase,
}: ReportTableProps) {
  const t = useMessages(en);
  const numbers = new Intl.NumberFormat(useIntlTag());
  const groupOptions = REPORT_GROUPS.map((value) => ({
    value,
    label: sayShared(REPORT_GROUP_LABELS[value]),
  }));
  const kind: ReportTableKind = report?.query.view_mode === 'total' ? group : 'detail';
  const title = kind === 'detail' ? t('perVendorPerDay') : sayShared(REPORT_GROUP_LABELS[kind]);
  const tokens = report?.tokens ?? [];
  const columns = useMemo(() => reportColumns(kind), [kind]);
  const oneMarket = Boolean(report?.query.market_id);
  const columnDefs = useMemo(
    () => reportColumnDefs({ columns, tokens, oneMarket }),
    [columns, tokens, oneMarket],
  );
  const rows = report ? (kind === 'detail' ? report.rows : report.groups[kind]) : [];

  const csv = () => toCsv(rows, saidColumns([...columns, ...tokenColumns(tokens)]));
  return (
    <section aria-labelledby="report-table-title" className="grid gap-3">
      <h2 id="report-table-title" className="font-semibold text-lg">
        {title}
      </h2>
      {report?.truncated && (
        <p role="status" className="rounded-md border border-warning bg-warning/10 px-3 py-2 text-sm">
          {t('truncated', {
            shown: numbers.format(REPORT_DETAIL_ROW_LIMIT),
            total: numbers.format(report.totals.transactions),
          })}
        </p>
      )}
      <DataTable
        columns={columnDefs}
        data={rows}
        isLoading={isLoading}
        error={error}
        emptyMessage={t('noCheckouts')}
        mobileCard={(row) => <ReportRowCard row={row} columns={columns} tokens={tokens} />}
        compact
        toolbar={
          <div className="flex w-full flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            {kind === 'detail' ? (
              <span />
            ) : (
              <SegmentedControl
                label={t('totalsPer')}
                value={group}
                options={groupOptions}
                onChange={onGroupChange}
                className="sm:w-auto"
              />
            )}
            <ExportCsvButton
              filename={`${filenameBase}-${kind}.csv`}
              getCsv={csv}
              disabled={!report || isLoading}
              className="w-full sm:w-auto"
            />
          </div>
        }
      />
    </section>
  );
}
