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
import { reportColumnDefs } from './report-column-defs';
import { ReportRowCard } from './report-row-card';

const GROUP_OPTIONS = REPORT_GROUPS.map((group) => ({ value: group, label: REPORT_GROUP_LABELS[group] }));
const TABLE_TITLES: Record<ReportTableKind, string> = {
  detail: 'Per vendor per market day',
  ...REPORT_GROUP_LABELS,
};

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
  const kind: ReportTableKind = report?.query.view_mode === 'total' ? group : 'detail';
  const tokens = report?.tokens ?? [];
  const columns = useMemo(() => reportColumns(kind), [kind]);
  const oneMarket = Boolean(report?.query.market_id);
  const columnDefs = useMemo(
    () => reportColumnDefs({ columns, tokens, oneMarket }),
    [columns, tokens, oneMarket],
  );
  const rows = report ? (kind === 'detail' ? report.rows : report.groups[kind]) : [];

  const csv = () => toCsv(rows, [...columns, ...tokenColumns(tokens)]);
  return (
    <section aria-labelledby="report-table-title" className="grid gap-3">
      <h2 id="report-table-title" className="font-semibold text-lg">
        {TABLE_TITLES[kind]}
      </h2>
      {report?.truncated && (
        <p role="status" className="rounded-md border border-warning bg-warning/10 px-3 py-2 text-sm">
          Showing the newest {REPORT_DETAIL_ROW_LIMIT.toLocaleString('en-US')} of{' '}
          {report.totals.transactions.toLocaleString('en-US')} checkouts. The totals and charts cover all of
          them; choose a shorter range or the Total view to list everything.
        </p>
      )}
      <DataTable
        columns={columnDefs}
        data={rows}
        isLoading={isLoading}
        error={error}
        emptyMessage="No checkouts in this range. Choose another range or market, or check out vendors first."
        mobileCard={(row) => <ReportRowCard row={row} columns={columns} tokens={tokens} />}
        compact
        toolbar={
          <div className="flex w-full flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            {kind === 'detail' ? (
              <span />
            ) : (
              <SegmentedControl
                label="Totals per"
                value={group}
                options={GROUP_OPTIONS}
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
