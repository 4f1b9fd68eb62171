import { FIGURE_LABELS } from '@marketday/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { actionsColumn } from '@/components/ui/data-table';
import type { TransactionRow } from '@/entities/transactions/transaction-money';
import { VendorTypeBadge } from '@/entities/vendors/vendor-type-badge';
import { displayDate } from '@/lib/i18n/dates';
import { messagesOf, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { moneyColumn, owedColumn, translatedHeader } from './transaction-column-parts';
import { type OnTransactionAction, TransactionRowActions } from './transaction-row-actions';

const MONEY = { size: 100, className: 'whitespace-nowrap' };

const t = messagesOf(en);

// Beside the sidebar at 1280 px the money columns leave no room for another column (e2e tables-fit), so below
// this width the name goes under the market instead.
export const CHECKED_OUT_BY_COLUMN_QUERY = '(min-width: 1440px)';

// Who booked the checkout (the manager or a staff member, issue 18); blank for rows from before it was recorded.
function CheckedOutByLine({ name }: { name: string | null | undefined }) {
  const say = useMessages(en);
  if (!name) return null;
  return (
    <span className="text-muted-foreground text-xs [overflow-wrap:anywhere]">
      {say('checkedOutByName', { name })}
    </span>
  );
}

export function transactionColumns({
  onAction,
  hasCheckedOutByColumn,
}: {
  onAction: OnTransactionAction;
  hasCheckedOutByColumn: boolean;
}): ColumnDef<TransactionRow, never>[] {
  return [
    {
      // The market day: the date, and the market under it (one column instead of two, so every column fits
      // at 1280 px with the sidebar open). ISO dates sort correctly as text.
      accessorKey: 'market_date',
      header: translatedHeader(() => t('marketDay')),
      cell: ({ row }) => (
        <div className="grid min-w-32 gap-0.5">
          <span className="whitespace-nowrap">{displayDate(row.original.market_date)}</span>
          <span className="text-muted-foreground text-xs">{row.original.market_name}</span>
          {!hasCheckedOutByColumn && <CheckedOutByLine name={row.original.checked_out_by} />}
        </div>
      ),
      size: 170,
    },
    {
      accessorKey: 'vendor_name',
      header: translatedHeader(() => t('vendor')),
      cell: ({ row }) => (
        <div className="flex min-w-40 flex-wrap items-center gap-2">
          <span className="font-medium">{row.original.vendor_name}</span>
          <VendorTypeBadge type={row.original.vendor_type} />
        </div>
      ),
      size: 200,
    },
    moneyColumn('reported_gross', FIGURE_LABELS.gross, MONEY),
    moneyColumn('market_fee', FIGURE_LABELS.marketFee, MONEY),
    moneyColumn('gov_fee', FIGURE_LABELS.govFee, MONEY),
    moneyColumn('token_total', FIGURE_LABELS.tokenTotal, MONEY),
    owedColumn('manager'),
    ...(hasCheckedOutByColumn
      ? [
          {
            id: 'checked_out_by',
            header: () => t('checkedOutBy'),
            cell: ({ row }) => (
              <span className="[overflow-wrap:anywhere]">{row.original.checked_out_by ?? ''}</span>
            ),
            enableSorting: false,
            size: 130,
          } satisfies ColumnDef<TransactionRow, never>,
        ]
      : []),
    actionsColumn((transaction) => <TransactionRowActions transaction={transaction} onAction={onAction} />),
  ];
}
