import { FIGURE_LABELS, formatDollars, type Transaction } from '@marketday/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { DataTableColumnHeader } from '@/components/ui/data-table';
import type { TransactionRole } from '../transaction-source';
import { TransactionOwed } from './transaction-owed';

type MoneyKey = 'reported_gross' | 'market_fee' | 'gov_fee' | 'token_total';

// The columns both roles' lists share; which columns each shows is its own (docs/decisions/015).
export function moneyColumn(
  key: MoneyKey,
  title: string,
  { size, className }: { size: number; className: string },
): ColumnDef<Transaction, number> {
  return {
    accessorKey: key,
    header: ({ column }) => <DataTableColumnHeader column={column} title={title} />,
    cell: ({ getValue }) => <span className={className}>{formatDollars(getValue())}</span>,
    size,
  };
}

export function owedColumn(viewer: TransactionRole): ColumnDef<Transaction, never> {
  return {
    accessorKey: 'money_owed',
    header: ({ column }) => <DataTableColumnHeader column={column} title={FIGURE_LABELS.moneyOwed} />,
    // The vendor's longer "Market owes you $96.93" may wrap, so their table fits at 1280 px with the sidebar open.
    cell: ({ row }) => (
      <TransactionOwed
        viewer={viewer}
        dollars={row.original.money_owed}
        className={viewer === 'vendor' ? undefined : 'whitespace-nowrap'}
      />
    ),
    size: 130,
  };
}
