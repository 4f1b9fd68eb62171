import { RECEIPT_ANSWER_MESSAGES, receiptAwaitsAnswer, type VendorReceiptState } from '@marketday/shared';
import { CheckIcon, MessageSquareWarningIcon } from 'lucide-react';
import { useState } from 'react';
import { useAlerts } from '@/components/ui/alerts-provider';
import { Button } from '@/components/ui/button';
import { lazyDialog } from '@/components/ui/lazy-dialog';
import { useAnswerReceipt } from '@/entities/receipt-answers/answer-receipt';
import type { TransactionRow } from '@/entities/transactions/transaction-money';
import { getErrorMessage } from '@/lib/api-client';
import { displayDate } from '@/lib/i18n/dates';
import { sayShared, type Translate, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

// The dialog (its form, validation and form library) loads after the page's first screen; opened sooner, a frame
// opens at once and the dialog takes its place (components/ui/lazy-dialog.tsx).
const DisputeDialog = lazyDialog(() => import('./dispute-dialog').then((m) => m.DisputeDialog));

type Receipt = Pick<TransactionRow, 'id' | 'market_name' | 'market_date'> & { receipt: VendorReceiptState };

// What the vendor has said about this checkout's receipt, and what the market changed since.
function receiptStatus(receipt: VendorReceiptState, t: Translate<typeof en>): string | null {
  const { answer } = receipt;
  if (!answer) return null;
  if (receipt.changed_since_answer) return t('changedSinceAnswer');
  if (answer.answer === 'agreed') return t('youAgreedOn', { date: displayDate(answer.answered_at) });
  return t('youDisputed', { note: answer.note ?? '' });
}

// The vendor's Agree or Dispute on a checkout's receipt (docs/product.md, "Receipts the vendor agrees to"): shown
// until they answer the checkout's current version; a version the market writes later asks again.
export function ReceiptAnswer({ transaction }: { transaction: TransactionRow }) {
  const receipt = transaction.receipt;
  if (!receipt) return null;
  return <ReceiptAnswerOf transaction={{ ...transaction, receipt }} />;
}

function ReceiptAnswerOf({ transaction }: { transaction: Receipt }) {
  const t = useMessages(en);
  const { receipt } = transaction;
  const answer = useAnswerReceipt();
  const { showSuccess, showError } = useAlerts();
  const [disputing, setDisputing] = useState(false);
  const status = receiptStatus(receipt, t);
  const awaits = receiptAwaitsAnswer(receipt);
  const about = t('receiptAbout', {
    market: transaction.market_name,
    date: displayDate(transaction.market_date),
  });

  async function agree() {
    try {
      const result = await answer.mutateAsync({
        transactionId: transaction.id,
        agree: true,
        version: transaction.receipt.version,
      });
      showSuccess(result.message);
    } catch (error) {
      showError(getErrorMessage(error));
    }
  }

  return (
    <div className="grid gap-2 text-sm">
      {receipt.adjust_reason ? (
        <p className="text-muted-foreground">
          {sayShared(RECEIPT_ANSWER_MESSAGES.adjusted(receipt.adjust_reason))}
        </p>
      ) : null}
      {status ? <p className={awaits ? 'font-medium' : 'text-muted-foreground'}>{status}</p> : null}
      {awaits ? (
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            loading={answer.isPending}
            aria-label={t('agreeTo', { about })}
            onClick={agree}
          >
            <CheckIcon aria-hidden="true" />
            {t('agree')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-label={t('disputeOf', { about })}
            onClick={() => setDisputing(true)}
          >
            <MessageSquareWarningIcon aria-hidden="true" />
            {t('dispute')}
          </Button>
        </div>
      ) : null}
      {disputing ? (
        <DisputeDialog
          transactionId={transaction.id}
          version={transaction.receipt.version}
          about={about}
          onOpenChange={setDisputing}
        />
      ) : null}
    </div>
  );
}
