import {
  dollarsToCents,
  FIGURE_LABELS,
  formatDisplayDate,
  formatDollars,
  type Transaction,
} from '@marketday/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTableColumnHeader } from '@/components/ui/data-table';
import { MoneyOwed } from '@/components/ui/money-owed';
import { VendorTypeBadge } from '@/components/ui/vendor-type-badge';
import { type OnTransactionAction, TransactionRowActions } from './transaction-row-actions';

type MoneyKey = 'reported_gross' | 'market_fee' | 'gov_fee' | 'token_total';

function moneyColumn(key: MoneyKey, title: string): ColumnDef<Transaction, number> {
  return {
    accessorKey: key,
    header: ({ column }) => <DataTableColumnHeader column={column} title={title} />,
    cell: ({ getValue }) => <span className="whitespace-nowrap">{formatDollars(getValue())}</span>,
    size: 100,
  };
}

export function transactionColumns(onAction: OnTransactionAction): ColumnDef<Transaction, never>[] {
  return [
    {
      // The market day: the date, and the market under it (one column instead of two, so every column fits
      // at 1280 px with the sidebar open). ISO dates sort correctly as text.
      accessorKey: 'market_date',
      header: ({ column }) => <DataTableColumnHeader column={column} title="Market day" />,
      cell: ({ row }) => (
        <div className="grid min-w-32 gap-0.5">
          <span className="whitespace-nowrap">{formatDisplayDate(row.original.market_date)}</span>
          <span className="text-muted-foreground text-xs">{row.original.market_name}</span>
        </div>
      ),
      size: 170,
    },
    {
      accessorKey: 'vendor_name',
      header: ({ column }) => <DataTableColumnHeader column={column} title="Vendor" />,
      cell: ({ row }) => (
        <div className="flex min-w-40 flex-wrap items-center gap-2">
          <span className="font-medium">{row.original.vendor_name}</span>
          <VendorTypeBadge type={row.original.vendor_type} />
        </div>
      ),
      size: 200,
    },
    moneyColumn('reported_gross', FIGURE_LABELS.gross),
    moneyColumn('market_fee', FIGURE_LABELS.marketFee),
    moneyColumn('gov_fee', FIGURE_LABELS.govFee),
    moneyColumn('token_total', FIGURE_LABELS.tokenTotal),
    {
      accessorKey: 'money_owed',
      header: ({ column }) => <DataTableColumnHeader column={column} title={FIGURE_LABELS.moneyOwed} />,
      cell: ({ row }) => (
        <MoneyOwed cents={dollarsToCents(row.original.money_owed)} className="whitespace-nowrap" />
      ),
      size: 130,
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row }) => <TransactionRowActions transaction={row.original} onAction={onAction} />,
      enableSorting: false,
      enableHiding: false,
      size: 56,
    },
  ];
}
