import { type DayReport, formatDisplayDate, formatDollars } from '@marketday/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { PencilIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DataTableColumnHeader } from '@/components/ui/data-table';

export type OnEditDayReport = (report: DayReport) => void;

function moneyColumn(key: keyof DayReport & string, title: string): ColumnDef<DayReport, number> {
  return {
    accessorKey: key,
    header: ({ column }) => <DataTableColumnHeader column={column} title={title} className="justify-end" />,
    cell: ({ getValue }) => <div className="text-right">{formatDollars(getValue())}</div>,
    size: 130,
  };
}

export function dayReportColumns(onEdit: OnEditDayReport): ColumnDef<DayReport, never>[] {
  const columns: ColumnDef<DayReport, never>[] = [
    {
      accessorKey: 'date',
      header: ({ column }) => <DataTableColumnHeader column={column} title="Date" />,
      cell: ({ row }) => <span className="whitespace-nowrap">{formatDisplayDate(row.original.date)}</span>,
      size: 120,
    },
    moneyColumn('transaction_income', 'Transaction income'),
    moneyColumn('additional_income', 'Additional income'),
    moneyColumn('expenses', 'Expenses'),
    moneyColumn('direct_deposit', 'Direct deposit'),
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => <EditDayReportButton report={row.original} onEdit={onEdit} />,
      enableSorting: false,
      enableHiding: false,
      size: 56,
    },
  ];
  return columns;
}

export function EditDayReportButton({ report, onEdit }: { report: DayReport; onEdit: OnEditDayReport }) {
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
