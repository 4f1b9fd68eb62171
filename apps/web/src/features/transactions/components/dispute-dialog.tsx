import { zodResolver } from '@hookform/resolvers/zod';
import { RECEIPT_NOTE_MAX_LENGTH, ReceiptAnswerInputSchema } from '@marketday/shared';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useAlerts } from '@/components/ui/alerts-provider';
import { Button } from '@/components/ui/button';
import { FormBanner } from '@/components/ui/form-banner';
import { FormField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { Textarea } from '@/components/ui/textarea';
import { useAnswerReceipt } from '@/entities/receipt-answers/answer-receipt';
import { useServerForm } from '@/hooks/use-server-form';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

// The vendor's dispute of a receipt: a note saying what is wrong, sent with the receipt's version.
const DisputeSchema = ReceiptAnswerInputSchema;
type DisputeValues = z.input<typeof DisputeSchema>;
type DisputeOutput = z.output<typeof DisputeSchema>;

export function DisputeDialog({
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
