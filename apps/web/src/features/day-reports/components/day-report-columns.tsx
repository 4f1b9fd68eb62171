import { type Cents, formatCents } from '@marketday/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { PencilIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { actionsColumn, sortableHeader } from '@/components/ui/data-table';
import type { DayReportRow } from '@/entities/day-reports/day-report-money';
import { displayDate } from '@/lib/i18n/dates';
import { messagesOf, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { FunderFiguresCell } from './funder-figures';

const t = messagesOf(en);

export type OnEditDayReport = (report: DayReportRow) => void;

type TitleKey = 'transactionIncome' | 'additionalIncome' | 'expenses' | 'directDeposit';

type MoneyKey =
  | 'transaction_income_cents'
  | 'additional_income_cents'
  | 'expenses_cents'
  | 'direct_deposit_cents';

// The headers are said when the table draws them, so they follow the reader's language.
function moneyColumn(key: MoneyKey, title: TitleKey): ColumnDef<DayReportRow, Cents> {
  return {
    accessorKey: key,
    header: (context) => sortableHeader<DayReportRow, Cents>(t(title), { className: 'justify-end' })(context),
    cell: ({ getValue }) => <div className="text-right">{formatCents(getValue())}</div>,
    size: 130,
  };
}

export function dayReportColumns(onEdit: OnEditDayReport): ColumnDef<DayReportRow, never>[] {
  const columns: ColumnDef<DayReportRow, never>[] = [
    {
      accessorKey: 'date',
      header: (context) => sortableHeader<DayReportRow, never>(t('date'))(context),
      cell: ({ row }) => <span className="whitespace-nowrap">{displayDate(row.original.date)}</span>,
      size: 120,
    },
    moneyColumn('transaction_income_cents', 'transactionIncome'),
    moneyColumn('additional_income_cents', 'additionalIncome'),
    moneyColumn('expenses_cents', 'expenses'),
    moneyColumn('direct_deposit_cents', 'directDeposit'),
    {
      id: 'funder_figures',
      header: () => t('forFunders'),
      cell: ({ row }) => <FunderFiguresCell report={row.original} />,
      enableSorting: false,
      size: 220,
    },
    actionsColumn((report) => <EditDayReportButton report={report} onEdit={onEdit} />),
  ];
  return columns;
}

export function EditDayReportButton({ report, onEdit }: { report: DayReportRow; onEdit: OnEditDayReport }) {
  useMessages(en);
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={t('editReportFor', { date: displayDate(report.date) })}
      onClick={() => onEdit(report)}
    >
      <PencilIcon aria-hidden="true" />
    </Button>
  );
}
