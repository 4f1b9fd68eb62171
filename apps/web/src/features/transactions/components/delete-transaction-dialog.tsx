import { formatDisplayDate } from '@marketday/shared';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { useDeleteCheckout } from '@/entities/checkout/write-checkout';
import type { TransactionRow } from '@/entities/transactions/transaction-money';

type DeleteTransactionDialogProps = DialogOpenProps & { transaction: TransactionRow };

export function DeleteTransactionDialog({ transaction, ...dialog }: DeleteTransactionDialogProps) {
  const deleteTransaction = useDeleteCheckout();

  return (
    <ConfirmDeleteDialog
      {...dialog}
      size="sm"
      title="Delete this transaction?"
      description={`${transaction.vendor_name} at ${transaction.market_name} on ${formatDisplayDate(transaction.market_date)}. Its token counts are reversed in the token ledger.`}
      checkboxText="I understand this transaction will be deleted."
      confirmText="Delete Transaction"
      mutation={deleteTransaction}
      variables={transaction}
    />
  );
}
