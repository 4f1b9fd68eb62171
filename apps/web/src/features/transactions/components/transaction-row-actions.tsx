import type { Transaction } from '@marketday/shared';
import { EllipsisVerticalIcon, HistoryIcon, PencilIcon, PrinterIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { TransactionHistorySheet } from './transaction-history-sheet';

export type TransactionAction = 'print' | 'edit' | 'delete';
export type OnTransactionAction = (action: TransactionAction, transaction: Transaction) => void;

type TransactionRowActionsProps = { transaction: Transaction; onAction: OnTransactionAction };

export function TransactionRowActions({ transaction, onAction }: TransactionRowActionsProps) {
  // The history sheet belongs to its row: it needs nothing from the table around it.
  const [isHistoryOpen, setIsHistoryOpen] = useState(false);
  return (
    <>
      {/* Non-modal: the sheet and dialog these items open take over focus themselves. */}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={`Actions for ${transaction.vendor_name}`}>
            <EllipsisVerticalIcon aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="min-w-44">
          <DropdownMenuItem onSelect={() => onAction('print', transaction)}>
            <PrinterIcon aria-hidden="true" />
            Print receipt
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => onAction('edit', transaction)}>
            <PencilIcon aria-hidden="true" />
            Edit
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setIsHistoryOpen(true)}>
            <HistoryIcon aria-hidden="true" />
            History
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="destructive" onSelect={() => onAction('delete', transaction)}>
            <Trash2Icon aria-hidden="true" />
            Delete
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <TransactionHistorySheet
        transaction={transaction}
        open={isHistoryOpen}
        onOpenChange={setIsHistoryOpen}
      />
    </>
  );
}
