import { formatDisplayDate, type Transaction } from '@marketday/shared';
import { useAlerts } from '@/components/ui/alerts-provider';
import { Modal } from '@/components/ui/modal';
import { useDeleteCheckout } from '@/lib/api/checkout';
import { getErrorMessage } from '@/lib/api-client';

type DeleteTransactionDialogProps = {
  transaction: Transaction;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function DeleteTransactionDialog({ transaction, open, onOpenChange }: DeleteTransactionDialogProps) {
  const { showSuccess, showError } = useAlerts();
  const deleteTransaction = useDeleteCheckout();

  async function confirm() {
    try {
      const result = await deleteTransaction.mutateAsync(transaction);
      showSuccess(result.message);
      onOpenChange(false);
    } catch (error) {
      showError(getErrorMessage(error, { useDetail: true }));
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      title="Delete this transaction?"
      subtitle={`${transaction.vendor_name} at ${transaction.market_name} on ${formatDisplayDate(transaction.market_date)}. Its token counts are reversed in the token ledger.`}
      checkboxText="I understand this transaction will be deleted."
      confirmText="Delete Transaction"
      confirmVariant="destructive"
      loading={deleteTransaction.isPending}
      onConfirm={confirm}
    />
  );
}
