import { dollarsToCents, formatDisplayDate, formatDollars, type Transaction } from '@marketday/shared';
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
    size: 110,
  };
}

export function transactionColumns(onAction: OnTransactionAction): ColumnDef<Transaction, never>[] {
  return [
    {
      // ISO dates sort correctly as text.
      accessorKey: 'market_date',
      header: ({ column }) => <DataTableColumnHeader column={column} title="Date" />,
      cell: ({ row }) => (
        <span className="whitespace-nowrap">{formatDisplayDate(row.original.market_date)}</span>
      ),
      size: 110,
    },
    {
      accessorKey: 'market_name',
      header: ({ column }) => <DataTableColumnHeader column={column} title="Market" />,
      cell: ({ row }) => <span className="block min-w-32">{row.original.market_name}</span>,
      size: 180,
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
      size: 240,
    },
    moneyColumn('reported_gross', 'Gross'),
    moneyColumn('market_fee', 'Fee'),
    moneyColumn('gov_fee', 'Gov. fee'),
    moneyColumn('token_total', 'Tokens'),
    {
      accessorKey: 'money_owed',
      header: ({ column }) => <DataTableColumnHeader column={column} title="Money Owed" />,
      cell: ({ row }) => (
        <MoneyOwed cents={dollarsToCents(row.original.money_owed)} className="whitespace-nowrap" />
      ),
      size: 150,
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
