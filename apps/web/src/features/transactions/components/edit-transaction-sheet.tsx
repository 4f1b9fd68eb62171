import { DataTableErrorCard } from '@/components/ui/data-table/data-table-error-card';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { lazyPart } from '@/components/ui/lazy-part';
import { SideSheet } from '@/components/ui/side-sheet';
import { Skeleton } from '@/components/ui/skeleton';
import { useCheckoutDay } from '@/entities/checkout/get-checkout-context';
import type { TransactionRow } from '@/entities/transactions/transaction-money';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { transactionHeading } from './transaction-heading';

// The edit form (its fields, validation and form library) loads after the transactions' first screen.
const EditTransactionForm = lazyPart(() =>
  import('./edit-transaction-form').then((m) => m.EditTransactionForm),
);

type EditTransactionSheetProps = DialogOpenProps & { transaction: TransactionRow };

export function EditTransactionSheet({ transaction, ...dialog }: EditTransactionSheetProps) {
  const t = useMessages(en);
  const context = useCheckoutDay({
    marketId: transaction.market_id,
    marketDate: transaction.market_date.slice(0, 10),
  });
  return (
    <SideSheet {...dialog} title={t('editTitle')} description={transactionHeading(transaction)}>
      {context.isPending && (
        <div aria-busy="true" className="grid gap-4 px-4">
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      )}
      {context.error && (
        <div className="px-4">
          <DataTableErrorCard error={context.error} />
        </div>
      )}
      {context.data && (
        <EditTransactionForm
          transaction={transaction}
          context={context.data}
          onDone={() => dialog.onOpenChange(false)}
        />
      )}
    </SideSheet>
  );
}
