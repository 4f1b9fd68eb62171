import { FIGURE_LABELS, formatCents } from '@marketday/shared';
import type { ColumnDef } from '@tanstack/react-table';
import { actionsColumn } from '@/components/ui/data-table';
import type { TransactionRow } from '@/entities/transactions/transaction-money';
import { displayDate } from '@/lib/i18n/dates';
import { messagesOf, sayShared } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { ReceiptAnswer } from './receipt-answer';
import { type OnReceipt, ReceiptButton } from './receipt-button';
import { centsOf, moneyColumn, owedColumn, translatedHeader } from './transaction-column-parts';

const MONEY = { size: 110, className: 'whitespace-nowrap tabular-nums' };
const t = messagesOf(en);

export function vendorTransactionColumns(onReceipt: OnReceipt): ColumnDef<TransactionRow, never>[] {
  return [
    {
      // ISO dates sort correctly as text.
      accessorKey: 'market_date',
      header: translatedHeader(() => t('date')),
      cell: ({ row }) => (
        <span className="whitespace-nowrap tabular-nums">{displayDate(row.original.market_date)}</span>
      ),
      size: 105,
    },
    {
      accessorKey: 'market_name',
      header: translatedHeader(() => t('market')),
      cell: ({ row }) => <span className="block min-w-28 font-medium">{row.original.market_name}</span>,
      size: 170,
    },
    moneyColumn('reported_gross', FIGURE_LABELS.gross, MONEY),
    {
      ...centsOf('market_fee'),
      header: translatedHeader(FIGURE_LABELS.marketFee),
      cell: ({ row }) => (
        <div className="grid min-w-24 gap-0.5">
          <span className="whitespace-nowrap tabular-nums">{formatCents(row.original.market_fee_cents)}</span>
          <span className="text-muted-foreground text-xs">
            {sayShared(row.original.market_fee_calculation)}
          </span>
        </div>
      ),
      size: 150,
    },
    moneyColumn('gov_fee', FIGURE_LABELS.govFee, MONEY),
    moneyColumn('token_total', FIGURE_LABELS.tokenTotal, MONEY),
    owedColumn('vendor'),
    // The receipt, and under it the vendor's Agree or Dispute on it (kept in one column: the table fits at 1280 px).
    actionsColumn(
      (transaction) => (
        <div className="grid max-w-36 justify-items-start gap-2">
          <ReceiptButton transaction={transaction} onReceipt={onReceipt} />
          <ReceiptAnswer transaction={transaction} />
        </div>
      ),
      {
        id: 'receipt',
        label: t('receipt'),
        size: 130,
      },
    ),
  ];
}
