import { DataTableErrorCard } from '@/components/ui/data-table';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { Skeleton } from '@/components/ui/skeleton';
import { useTransactionHistory } from '@/entities/transactions/get-transaction-history';
import type { TransactionRow } from '@/entities/transactions/transaction-money';
import { listTotal, loadedRows } from '@/lib/paging';
import { AuditEventItem } from './audit-event-item';
import { transactionHeading } from './transaction-heading';

type TransactionHistorySheetProps = DialogOpenProps & { transaction: TransactionRow };

// The checkout's audit trail in the order it happened, as the server pages it: the first changes, later ones
// appended on request.
export function TransactionHistorySheet({ transaction, open, onOpenChange }: TransactionHistorySheetProps) {
  // Fetched when opened: most visits never look at a checkout's history.
  const history = useTransactionHistory({ id: transaction.id, enabled: open });
  const events = loadedRows(history.data);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent className="w-full gap-0 sm:max-w-md">
        <SheetHeader className="border-b pr-14">
          <SheetTitle className="text-lg">Transaction history</SheetTitle>
          <SheetDescription>{transactionHeading(transaction)}</SheetDescription>
        </SheetHeader>
        <div className="flex-1 overflow-y-auto px-4 py-2">
          {history.isPending && open && (
            <div aria-busy="true" className="grid gap-3 py-2">
              <Skeleton className="h-20 w-full" />
              <Skeleton className="h-20 w-full" />
            </div>
          )}
          {history.error && <DataTableErrorCard error={history.error} />}
          {history.data && events.length === 0 && (
            <p className="py-8 text-center text-muted-foreground text-sm">
              No changes recorded: this checkout was booked before the history was kept.
            </p>
          )}
          {events.length > 0 && (
            <ul aria-label="Changes, oldest first">
              {events.map((event) => (
                <AuditEventItem key={event.id} event={event} />
              ))}
            </ul>
          )}
          <LoadMoreButton
            query={history}
            label="Show more changes"
            shown={events.length}
            total={listTotal(history.data)}
          />
        </div>
      </SheetContent>
    </Sheet>
  );
}
