import type { Token } from '@marketday/shared';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { HistorySheet } from '@/components/ui/history-sheet';
import { useTokenLedger } from '@/entities/tokens/get-token-ledger';
import { useMessages } from '@/lib/i18n/use-messages';
import { listTotal, loadedRows } from '@/lib/paging';
import en from '../locales/en.json';
import { LedgerEntryRow } from './ledger-entry-row';

type LedgerHistoryProps = DialogOpenProps & {
  marketId: string;
  token: Token;
};

// Every change to a token's count, newest first, with the balance after each: a page at a time, older
// entries appended on request (a busy token gains an entry every market day).
export function LedgerHistory({ marketId, token, ...dialog }: LedgerHistoryProps) {
  const t = useMessages(en);
  // Fetched only when opened: most visits never look at the history.
  const ledger = useTokenLedger({ marketId, tokenId: token.id, enabled: dialog.open });
  const entries = ledger.data ? loadedRows(ledger.data) : undefined;

  return (
    <HistorySheet
      {...dialog}
      title={t('historyTitle', { token: token.name })}
      description={t('historyDescription')}
      isLoading={ledger.isPending}
      skeleton={{ rows: 3, className: 'h-12' }}
      error={ledger.error}
      entries={entries}
      emptyMessage={t('noChanges')}
      listLabel={t('ledgerLabel', { token: token.name })}
      getKey={(entry) => entry.id}
      renderEntry={(entry) => <LedgerEntryRow entry={entry} />}
      loadMore={{ query: ledger, label: t('showOlder'), total: listTotal(ledger.data) }}
    />
  );
}
