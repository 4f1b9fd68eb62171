import { type ReceiptDispute, receiptAnswerLabel } from '@marketday/shared';
import { HistoryIcon } from 'lucide-react';
import { useState } from 'react';
import { useAlerts } from '@/components/ui/alerts-provider';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useReceiptDisputes, useResolveReceiptDispute } from '@/entities/receipt-answers/receipt-disputes';
import { getErrorMessage } from '@/lib/api-client';
import { displayDate, displayDateTime } from '@/lib/i18n/dates';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { transactionHeading } from './transaction-heading';
import { TransactionHistorySheet } from './transaction-history-sheet';

const TITLE_ID = 'receipt-disputes-title';

// The vendors' open disputes of their receipts (docs/product.md, "Receipts the vendor agrees to"), above the
// manager's transactions: each with its checkout's history and Resolve. Nothing is shown while there are none.
export function ReceiptDisputesSection({ marketId }: { marketId: string | null }) {
  const t = useMessages(en);
  const disputes = useReceiptDisputes(marketId ? { market_id: marketId } : {});
  const [history, setHistory] = useState<ReceiptDispute | null>(null);
  const open = disputes.data ?? [];
  if (open.length === 0) return null;
  return (
    <Card role="region" aria-labelledby={TITLE_ID}>
      <CardHeader>
        <CardTitle id={TITLE_ID}>{t('disputesTitle')}</CardTitle>
        <CardDescription>{t('disputesDescription')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul aria-label={t('openDisputes')} className="grid">
          {open.map((dispute) => (
            <DisputeItem key={dispute.id} dispute={dispute} onHistory={() => setHistory(dispute)} />
          ))}
        </ul>
      </CardContent>
      {history ? (
        <TransactionHistorySheet
          transaction={{ ...history, id: history.transaction_id }}
          open
          onOpenChange={(isOpen) => {
            if (!isOpen) setHistory(null);
          }}
        />
      ) : null}
    </Card>
  );
}

function DisputeItem({ dispute, onHistory }: { dispute: ReceiptDispute; onHistory: () => void }) {
  const t = useMessages(en);
  const resolve = useResolveReceiptDispute();
  const { showSuccess, showError } = useAlerts();
  const about = t('disputeAbout', {
    vendor: dispute.vendor_name,
    market: dispute.market_name,
    date: displayDate(dispute.market_date),
  });

  async function markResolved() {
    try {
      showSuccess((await resolve.mutateAsync(dispute)).message);
    } catch (error) {
      showError(getErrorMessage(error));
    }
  }

  return (
    <li className="grid gap-2 border-b py-3 first:pt-0 last:border-b-0 last:pb-0">
      <p className="font-medium">{transactionHeading(dispute)}</p>
      <p className="break-words text-sm">
        {sayShared(receiptAnswerLabel({ answer: 'disputed', note: dispute.note }))}
      </p>
      <p className="text-muted-foreground text-sm">
        <time dateTime={dispute.answered_at}>{displayDateTime(dispute.answered_at)}</time>
        {dispute.current_version > dispute.version
          ? t('changedSince', { version: dispute.current_version })
          : null}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" aria-label={t('historyOf', { about })} onClick={onHistory}>
          <HistoryIcon aria-hidden="true" />
          {t('history')}
        </Button>
        <Button
          size="sm"
          loading={resolve.isPending}
          aria-label={t('resolveDispute', { about })}
          onClick={markResolved}
        >
          {t('resolve')}
        </Button>
      </div>
    </li>
  );
}
