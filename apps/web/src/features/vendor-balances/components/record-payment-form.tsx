import { zodResolver } from '@hookform/resolvers/zod';
import {
  PAYMENT_DIRECTION_LABELS,
  PAYMENT_DIRECTIONS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentInput,
  type PaymentInputParsed,
  PaymentInputSchema,
} from '@marketday/shared';
import { format, parseISO } from 'date-fns';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { FormBanner } from '@/components/ui/form-banner';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MoneyInput } from '@/components/ui/money-input';
import { OptionSelect } from '@/components/ui/option-select';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { useServerForm } from '@/hooks/use-server-form';

type RecordPaymentFormProps = {
  vendorId: string;
  /** The vendor's balance in dollars: the form starts with the payment that settles it. */
  balance: number;
  /** YYYY-MM-DD: today at the market. */
  today: string;
  onSubmit: (input: PaymentInputParsed) => Promise<void>;
  onCancel: () => void;
};

const DIRECTION_OPTIONS = PAYMENT_DIRECTIONS.map((value) => ({
  value,
  label: PAYMENT_DIRECTION_LABELS[value],
}));
const METHOD_OPTIONS = PAYMENT_METHODS.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }));

export function RecordPaymentForm({ vendorId, balance, today, onSubmit, onCancel }: RecordPaymentFormProps) {
  const id = useId();
  const form = useForm<PaymentInput, unknown, PaymentInputParsed>({
    resolver: zodResolver(PaymentInputSchema),
    mode: 'onChange',
    defaultValues: {
      vendor_id: vendorId,
      paid_on: today,
      // A market that owes the vendor pays them; otherwise the vendor is settling fees.
      direction: balance < 0 ? 'TO_VENDOR' : 'FROM_VENDOR',
      amount: Math.abs(balance),
      method: 'CHECK',
      check_number: '',
      note: '',
      // The server refuses the payment if another device has paid this balance since.
      expected_balance: balance,
    },
  });
  const { control, register, formState } = form;
  const method = useWatch({ control, name: 'method' });

  const { onSubmit: submit, formError: submitError } = useServerForm({ form, send: onSubmit });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <Controller
        control={control}
        name="direction"
        render={({ field }) => (
          <SegmentedControl
            label="Who paid"
            kind="buttons"
            options={DIRECTION_OPTIONS}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="amount"
          render={({ field, fieldState }) => (
            <FormField id={`${id}-amount`} label="Amount" error={fieldState.error?.message}>
              {(aria) => (
                <MoneyInput
                  {...aria}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  decimals={2}
                  className="h-12 text-lg"
                />
              )}
            </FormField>
          )}
        />
        <Controller
          control={control}
          name="paid_on"
          render={({ field, fieldState }) => (
            <FormField id={`${id}-date`} label="Date" error={fieldState.error?.message}>
              {(aria) => (
                <DatePicker
                  id={aria.id}
                  aria-invalid={aria['aria-invalid']}
                  aria-describedby={aria['aria-describedby']}
                  value={field.value ? parseISO(field.value) : null}
                  onChange={(date) => field.onChange(date ? format(date, 'yyyy-MM-dd') : '')}
                  onBlur={field.onBlur}
                />
              )}
            </FormField>
          )}
        />
        <Controller
          control={control}
          name="method"
          render={({ field, fieldState }) => (
            <FormField id={`${id}-method`} label="Method" error={fieldState.error?.message}>
              {(aria) => (
                <OptionSelect
                  aria={aria}
                  value={field.value}
                  onValueChange={(value) => {
                    field.onChange(value);
                    // The check number rule depends on the method.
                    void form.trigger('check_number');
                  }}
                  options={METHOD_OPTIONS}
                />
              )}
            </FormField>
          )}
        />
        {method === 'CHECK' && (
          <FormField id={`${id}-check`} label="Check number" error={formState.errors.check_number?.message}>
            {(aria) => <Input {...aria} maxLength={40} autoComplete="off" {...register('check_number')} />}
          </FormField>
        )}
      </div>
      <FormField
        id={`${id}-note`}
        label="Note (optional, the vendor sees it)"
        error={formState.errors.note?.message}
      >
        {(aria) => <Input {...aria} maxLength={500} autoComplete="off" {...register('note')} />}
      </FormField>
      {submitError ? <FormBanner variant="error">{submitError}</FormBanner> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={!formState.isValid} loading={formState.isSubmitting}>
          Record payment
        </Button>
      </div>
    </form>
  );
}
