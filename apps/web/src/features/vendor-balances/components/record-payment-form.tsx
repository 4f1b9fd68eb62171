import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Cents,
  centsUnder,
  PAYMENT_DIRECTION_LABELS,
  PAYMENT_DIRECTIONS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  PaymentInputSchema,
} from '@marketday/shared';
import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormCentsField } from '@/components/ui/bound-amount-fields';
import { FormIsoDateField } from '@/components/ui/bound-date-field';
import { FormInputField } from '@/components/ui/bound-fields';
import { FormSegmentedField } from '@/components/ui/bound-segmented-field';
import { FormSelectField } from '@/components/ui/bound-select-field';
import type { DialogFormActions } from '@/components/ui/dialog-form-actions';
import { FormFooterActions } from '@/components/ui/form-footer-actions';
import type { PaymentDraft } from '@/entities/balances/balance-money';
import { useServerForm } from '@/hooks/use-server-form';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

// The shared payment rules, the amount and the expected balance held in integer cents (the money input turns the
// typed text into cents) and the amount checked against the rule for the dollars it will be sent as; the balances
// entity writes them as dollars. The fields keep the request's names, so the server's messages land on them.
const paymentFormSchema = PaymentInputSchema.safeExtend({
  amount: centsUnder(PaymentInputSchema.shape.amount),
  expected_balance: z.number().int().optional(),
});
type PaymentFormValues = z.input<typeof paymentFormSchema>;
type PaymentFormOutput = z.output<typeof paymentFormSchema>;

function toPaymentDraft({ amount, expected_balance, ...values }: PaymentFormOutput): PaymentDraft {
  return { ...values, amount_cents: amount, expected_balance_cents: expected_balance };
}

type RecordPaymentFormProps = DialogFormActions<PaymentDraft> & {
  vendorId: string;
  /** The vendor's balance in cents: the form starts with the payment that settles it. */
  balanceCents: Cents;
  /** YYYY-MM-DD: today at the market. */
  today: string;
};

// The options' labels are made by the shared code in English and shown in the reader's language.
const directionOptions = () =>
  PAYMENT_DIRECTIONS.map((value) => ({ value, label: sayShared(PAYMENT_DIRECTION_LABELS[value]) }));
const methodOptions = () =>
  PAYMENT_METHODS.map((value) => ({ value, label: sayShared(PAYMENT_METHOD_LABELS[value]) }));

export function RecordPaymentForm({
  vendorId,
  balanceCents,
  today,
  onSubmit,
  onCancel,
}: RecordPaymentFormProps) {
  const t = useMessages(en);
  const id = useId();
  const form = useForm<PaymentFormValues, unknown, PaymentFormOutput>({
    resolver: zodResolver(paymentFormSchema),
    mode: 'onChange',
    defaultValues: {
      vendor_id: vendorId,
      paid_on: today,
      // A market that owes the vendor pays them; otherwise the vendor is settling fees.
      direction: balanceCents < 0 ? 'TO_VENDOR' : 'FROM_VENDOR',
      amount: Math.abs(balanceCents),
      method: 'CHECK',
      check_number: '',
      note: '',
      // The server refuses the payment if another device has paid this balance since.
      expected_balance: balanceCents,
    },
  });
  const { control } = form;
  const method = useWatch({ control, name: 'method' });

  const { onSubmit: submit, formError: submitError } = useServerForm({
    form,
    send: (values) => onSubmit(toPaymentDraft(values)),
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <FormSegmentedField
        control={control}
        name="direction"
        label={t('whoPaid')}
        options={directionOptions()}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormCentsField
          control={control}
          name="amount"
          id={`${id}-amount`}
          label={t('amount')}
          inputProps={{ decimals: 2, className: 'h-12 text-lg' }}
        />
        <FormIsoDateField control={control} name="paid_on" id={`${id}-date`} label={t('date')} />
        <FormSelectField
          control={control}
          name="method"
          id={`${id}-method`}
          label={t('method')}
          options={methodOptions()}
          // The check number rule depends on the method.
          onChange={() => void form.trigger('check_number')}
        />
        {method === 'CHECK' && (
          <FormInputField
            control={control}
            name="check_number"
            id={`${id}-check`}
            label={t('checkNumber')}
            maxLength={40}
            autoComplete="off"
          />
        )}
      </div>
      <FormInputField
        control={control}
        name="note"
        id={`${id}-note`}
        label={t('paymentNote')}
        maxLength={500}
        autoComplete="off"
      />
      <FormFooterActions
        control={control}
        error={submitError}
        submitLabel={t('recordPayment')}
        onCancel={onCancel}
      />
    </form>
  );
}
