import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { HistorySheet } from '@/components/ui/history-sheet';
import { useTransactionHistory } from '@/entities/transactions/get-transaction-history';
import type { TransactionRow } from '@/entities/transactions/transaction-money';
import { listTotal, loadedRows } from '@/lib/paging';
import { AuditEventItem } from './audit-event-item';
import { transactionHeading } from './transaction-heading';

type TransactionHistorySheetProps = DialogOpenProps & { transaction: TransactionRow };

// The checkout's audit trail in the order it happened, as the server pages it: the first changes, later ones
// appended on request.
export function TransactionHistorySheet({ transaction, ...dialog }: TransactionHistorySheetProps) {
  // Fetched when opened: most visits never look at a checkout's history.
  const history = useTransactionHistory({ id: transaction.id, enabled: dialog.open });
  const events = history.data ? loadedRows(history.data) : undefined;
  return (
    <HistorySheet
      {...dialog}
      title="Transaction history"
      description={transactionHeading(transaction)}
      isLoading={history.isPending && dialog.open}
      skeleton={{ rows: 2, className: 'h-20' }}
      error={history.error}
      entries={events}
      emptyMessage="No changes recorded: this checkout was booked before the history was kept."
      listLabel="Changes, oldest first"
      getKey={(event) => event.id}
      renderEntry={(event) => <AuditEventItem event={event} />}
      loadMore={{ query: history, label: 'Show more changes', total: listTotal(history.data) }}
    />
  );
}
