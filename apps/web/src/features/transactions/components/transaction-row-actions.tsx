import { HistoryIcon, PencilIcon, PrinterIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { RowActionsMenu } from '@/components/ui/row-actions-menu';
import type { TransactionRow } from '@/entities/transactions/transaction-money';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { TransactionHistorySheet } from './transaction-history-sheet';

export type TransactionAction = 'print' | 'edit' | 'delete';
export type OnTransactionAction = (action: TransactionAction, transaction: TransactionRow) => void;

type TransactionRowActionsProps = { transaction: TransactionRow; onAction: OnTransactionAction };

export function TransactionRowActions({ transaction, onAction }: TransactionRowActionsProps) {
  const t = useMessages(en);
  // The history sheet belongs to its row: it needs nothing from the table around it.
  const [isHistoryOpen, setIsHistoryOpen] = useState(false);
  return (
    <>
      <RowActionsMenu
        label={t('actionsFor', { name: transaction.vendor_name })}
        contentClassName="min-w-44"
        actions={[
          { label: t('printReceipt'), icon: PrinterIcon, onSelect: () => onAction('print', transaction) },
          { label: t('edit'), icon: PencilIcon, onSelect: () => onAction('edit', transaction) },
          { label: t('history'), icon: HistoryIcon, onSelect: () => setIsHistoryOpen(true) },
          {
            label: t('delete'),
            icon: Trash2Icon,
            variant: 'destructive',
            separatorBefore: true,
            onSelect: () => onAction('delete', transaction),
          },
        ]}
      />
      <TransactionHistorySheet
        transaction={transaction}
        open={isHistoryOpen}
        onOpenChange={setIsHistoryOpen}
      />
    </>
  );
}
