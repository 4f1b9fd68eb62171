import type { AuditEvent, ReceiptAnswer, TransactionHistory } from '@marketday/shared';
import type { InfiniteData } from '@tanstack/react-query';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { HistorySheet } from '@/components/ui/history-sheet';
import { useTransactionHistory } from '@/entities/transactions/get-transaction-history';
import type { TransactionRow } from '@/entities/transactions/transaction-money';
import { useMessages } from '@/lib/i18n/use-messages';
import { listTotal, loadedRows } from '@/lib/paging';
import en from '../locales/en.json';
import { AuditEventItem } from './audit-event-item';
import { ReceiptAnswerItem } from './receipt-answer-item';
import { transactionHeading } from './transaction-heading';

type TransactionHistorySheetProps = DialogOpenProps & {
  transaction: Pick<TransactionRow, 'id' | 'vendor_name' | 'market_name' | 'market_date'>;
};
type Entry = { kind: 'change'; event: AuditEvent } | { kind: 'answer'; answer: ReceiptAnswer };
const at = (entry: Entry) => (entry.kind === 'change' ? entry.event.created_at : entry.answer.answered_at);

// The changes loaded so far with the vendor's answers to the receipt between them, by time. While later changes
// are still to load, an answer after the last change loaded waits for them.
// The changes the server counted and every answer, so the count under the list matches the entries shown.
function historyTotal(data: InfiniteData<TransactionHistory> | undefined): number | null {
  const changes = listTotal(data);
  return changes === null ? null : changes + (data?.pages[0]?.receipt_answers.length ?? 0);
}

function historyEntries(data: InfiniteData<TransactionHistory>): Entry[] {
  const changes: Entry[] = loadedRows(data).map((event) => ({ kind: 'change', event }));
  const total = listTotal(data);
  const allLoaded = total === null || changes.length >= total;
  const last = changes.at(-1);
  const answers: Entry[] = (data.pages[0]?.receipt_answers ?? [])
    .map((answer): Entry => ({ kind: 'answer', answer }))
    .filter((entry) => allLoaded || (last !== undefined && at(entry) <= at(last)));
  return [...changes, ...answers].sort((a, b) => Date.parse(at(a)) - Date.parse(at(b)));
}

// The checkout's audit trail (and the vendor's answers to its receipt) in the order it happened, as the server pages it: the first changes, later ones
// appended on request.
export function TransactionHistorySheet({ transaction, ...dialog }: TransactionHistorySheetProps) {
  const t = useMessages(en);
  // Fetched when opened: most visits never look at a checkout's history.
  const history = useTransactionHistory({ id: transaction.id, enabled: dialog.open });
  const entries = history.data ? historyEntries(history.data) : undefined;
  return (
    <HistorySheet
      {...dialog}
      title={t('historyTitle')}
      description={transactionHeading(transaction)}
      isLoading={history.isPending && dialog.open}
      skeleton={{ rows: 2, className: 'h-20' }}
      error={history.error}
      entries={entries}
      emptyMessage={t('historyEmpty')}
      listLabel={t('historyList')}
      getKey={(entry) => (entry.kind === 'change' ? entry.event.id : entry.answer.id)}
      renderEntry={(entry) =>
        entry.kind === 'change' ? (
          <AuditEventItem event={entry.event} />
        ) : (
          <ReceiptAnswerItem answer={entry.answer} />
        )
      }
      loadMore={{ query: history, label: t('historyMore'), total: historyTotal(history.data) }}
    />
  );
}
