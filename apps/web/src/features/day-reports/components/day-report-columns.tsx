import { type Cents, formatCents, formatDisplayDate } from '@marketday/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { PencilIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { actionsColumn, sortableHeader } from '@/components/ui/data-table';
import type { DayReportRow } from '@/entities/day-reports/day-report-money';

export type OnEditDayReport = (report: DayReportRow) => void;

type MoneyKey =
  | 'transaction_income_cents'
  | 'additional_income_cents'
  | 'expenses_cents'
  | 'direct_deposit_cents';

function moneyColumn(key: MoneyKey, title: string): ColumnDef<DayReportRow, Cents> {
  return {
    accessorKey: key,
    header: sortableHeader(title, { className: 'justify-end' }),
    cell: ({ getValue }) => <div className="text-right">{formatCents(getValue())}</div>,
    size: 130,
  };
}

export function dayReportColumns(onEdit: OnEditDayReport): ColumnDef<DayReportRow, never>[] {
  const columns: ColumnDef<DayReportRow, never>[] = [
    {
      accessorKey: 'date',
      header: sortableHeader('Date'),
      cell: ({ row }) => <span className="whitespace-nowrap">{formatDisplayDate(row.original.date)}</span>,
      size: 120,
    },
    moneyColumn('transaction_income_cents', 'Transaction income'),
    moneyColumn('additional_income_cents', 'Additional income'),
    moneyColumn('expenses_cents', 'Expenses'),
    moneyColumn('direct_deposit_cents', 'Direct deposit'),
    actionsColumn((report) => <EditDayReportButton report={report} onEdit={onEdit} />),
  ];
  return columns;
}

export function EditDayReportButton({ report, onEdit }: { report: DayReportRow; onEdit: OnEditDayReport }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`Edit day report for ${formatDisplayDate(report.date)}`}
      onClick={() => onEdit(report)}
    >
      <PencilIcon aria-hidden="true" />
    </Button>
  );
}
