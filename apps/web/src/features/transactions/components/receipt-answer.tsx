import { zodResolver } from '@hookform/resolvers/zod';
import {
  RECEIPT_ANSWER_MESSAGES,
  RECEIPT_NOTE_MAX_LENGTH,
  ReceiptAnswerInputSchema,
  receiptAwaitsAnswer,
  type VendorReceiptState,
} from '@marketday/shared';
import { CheckIcon, MessageSquareWarningIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useAlerts } from '@/components/ui/alerts-provider';
import { Button } from '@/components/ui/button';
import { FormBanner } from '@/components/ui/form-banner';
import { FormField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { Textarea } from '@/components/ui/textarea';
import { useAnswerReceipt } from '@/entities/receipt-answers/answer-receipt';
import type { TransactionRow } from '@/entities/transactions/transaction-money';
import { useServerForm } from '@/hooks/use-server-form';
import { getErrorMessage } from '@/lib/api-client';
import { displayDate } from '@/lib/i18n/dates';
import { sayShared, type Translate, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

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

const DisputeSchema = ReceiptAnswerInputSchema;
type DisputeValues = z.input<typeof DisputeSchema>;
type DisputeOutput = z.output<typeof DisputeSchema>;

function DisputeDialog({
  transactionId,
  version,
  about,
  onOpenChange,
}: {
  transactionId: string;
  // The version of the receipt the vendor is looking at.
  version: number;
  about: string;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useMessages(en);
  const id = useId();
  const answer = useAnswerReceipt();
  const { showSuccess } = useAlerts();
  const form = useForm<DisputeValues, unknown, DisputeOutput>({
    resolver: zodResolver(DisputeSchema),
    defaultValues: { agree: false, note: '' },
  });
  const { onSubmit, formError } = useServerForm({
    form,
    send: (values) => answer.mutateAsync({ transactionId, ...values, version }),
    onSuccess: (result) => {
      showSuccess(result.message);
      onOpenChange(false);
    },
  });
  const { formState, register } = form;
  return (
    <Modal open onOpenChange={onOpenChange} title={t('disputeTitle')} subtitle={about}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField id={`${id}-note`} label={t('whatIsWrong')} error={formState.errors.note?.message}>
          {(aria) => (
            <Textarea {...aria} rows={4} maxLength={RECEIPT_NOTE_MAX_LENGTH} {...register('note')} />
          )}
        </FormField>
        <p className="text-muted-foreground text-sm">{t('marketSeesNote')}</p>
        {formError ? <FormBanner variant="error">{formError}</FormBanner> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={formState.isSubmitting}>
            {t('sendDispute')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
