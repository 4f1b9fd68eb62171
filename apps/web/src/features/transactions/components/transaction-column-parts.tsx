import { type Cents, FIGURE_LABELS, formatCents } from '@marketday/shared';
import type { ColumnDef, HeaderContext } from '@tanstack/react-table';
import { sortableHeader } from '@/components/ui/data-table';
import type { TransactionRow } from '@/entities/transactions/transaction-money';
import { sayShared } from '@/lib/i18n/use-messages';
import type { TransactionRole } from '../transaction-source';
import { TransactionOwed } from './transaction-owed';

type MoneyKey = 'reported_gross' | 'market_fee' | 'gov_fee' | 'token_total';

/**
 * The row holds each figure in cents (`<key>_cents`); its column keeps the server's name for it, the one the list
 * sorts by (TRANSACTION_SORT_COLUMNS).
 */
export function centsOf(key: MoneyKey | 'money_owed') {
  return { id: key, accessorFn: (row: TransactionRow): Cents => row[`${key}_cents`] };
}

/** A sortable header whose title (the text, or a function giving it) is said in the language shown at render. */
export function translatedHeader<TValue>(title: string | (() => string)) {
  return (context: HeaderContext<TransactionRow, TValue>) =>
    sortableHeader<TransactionRow, TValue>(typeof title === 'string' ? sayShared(title) : title())(context);
}

// The columns both roles' lists share; which columns each shows is its own (docs/decisions/015).
export function moneyColumn(
  key: MoneyKey,
  title: string,
  { size, className }: { size: number; className: string },
): ColumnDef<TransactionRow, Cents> {
  return {
    ...centsOf(key),
    // A figure's label is the shared English (FIGURE_LABELS), said in the reader's language.
    header: translatedHeader(title),
    cell: ({ getValue }) => <span className={className}>{formatCents(getValue())}</span>,
    size,
  };
}

export function owedColumn(viewer: TransactionRole): ColumnDef<TransactionRow, Cents> {
  return {
    ...centsOf('money_owed'),
    header: translatedHeader(FIGURE_LABELS.moneyOwed),
    // The vendor's longer "Market owes you $96.93" may wrap, so their table fits at 1280 px with the sidebar open.
    cell: ({ row }) => (
      <TransactionOwed
        viewer={viewer}
        cents={row.original.money_owed_cents}
        className={viewer === 'vendor' ? undefined : 'whitespace-nowrap'}
      />
    ),
    size: 130,
  };
}
