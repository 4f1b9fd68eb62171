import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { useDeleteCheckout } from '@/entities/checkout/write-checkout';
import type { TransactionRow } from '@/entities/transactions/transaction-money';
import { displayDate } from '@/lib/i18n/dates';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

type DeleteTransactionDialogProps = DialogOpenProps & { transaction: TransactionRow };

export function DeleteTransactionDialog({ transaction, ...dialog }: DeleteTransactionDialogProps) {
  const t = useMessages(en);
  const deleteTransaction = useDeleteCheckout();

  return (
    <ConfirmDeleteDialog
      {...dialog}
      size="sm"
      title={t('deleteTitle')}
      description={t('deleteDescription', {
        vendor: transaction.vendor_name,
        market: transaction.market_name,
        date: displayDate(transaction.market_date),
      })}
      checkboxText={t('deleteCheckbox')}
      confirmText={t('deleteConfirm')}
      mutation={deleteTransaction}
      variables={transaction}
    />
  );
}
