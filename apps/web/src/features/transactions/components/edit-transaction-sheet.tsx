import { formatDisplayDate } from '@marketday/shared';
import { DataTableErrorCard } from '@/components/ui/data-table';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { Skeleton } from '@/components/ui/skeleton';
import { useCheckoutDay } from '@/entities/checkout/get-checkout-context';
import type { TransactionRow } from '@/entities/transactions/transaction-money';
import { EditTransactionForm } from './edit-transaction-form';

type EditTransactionSheetProps = {
  transaction: TransactionRow;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function EditTransactionSheet({ transaction, open, onOpenChange }: EditTransactionSheetProps) {
  const context = useCheckoutDay({
    marketId: transaction.market_id,
    marketDate: transaction.market_date.slice(0, 10),
  });
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent className="w-full gap-0 sm:max-w-md">
        <SheetHeader className="pr-14">
          <SheetTitle className="text-lg">Edit Transaction</SheetTitle>
          <SheetDescription>
            {transaction.vendor_name} · {transaction.market_name} on{' '}
            {formatDisplayDate(transaction.market_date)}
          </SheetDescription>
        </SheetHeader>
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
            onDone={() => onOpenChange(false)}
          />
        )}
      </SheetContent>
    </Sheet>
  );
}
