import {
  centsUnder,
  formatCents,
  MAX_REPORT_AMOUNT_DOLLARS,
  TOKEN_FLOAT_METHOD_LABELS,
  TOKEN_FLOAT_METHODS,
  type Token,
  TokenFloatEntryInputSchema,
  type TokenFloatKind,
} from '@marketday/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useAlerts } from '@/components/ui/alerts-provider';
import { FormNumberField } from '@/components/ui/bound-amount-fields';
import { FormInputField } from '@/components/ui/bound-fields';
import { FormSegmentedField } from '@/components/ui/bound-segmented-field';
import { FormSelectField } from '@/components/ui/bound-select-field';
import { Button } from '@/components/ui/button';
import { FormBanner } from '@/components/ui/form-banner';
import { FormField } from '@/components/ui/form-field';
import { NumericInput } from '@/components/ui/numeric-input';
import { useAddTokenFloatEntry } from '@/entities/token-float/token-float-entries';
import { tokenValueCents } from '@/entities/tokens/token-money';
import { useServerForm } from '@/hooks/use-server-form';
import { useZodForm } from '@/hooks/use-zod-form';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import en from '../locales/en.json';
import { METHOD_FOR_PROGRAM } from './entry-methods';
import { OptionalCentsInput } from './optional-cents-input';

// The shared rules of an entry (the server's, with its messages), the amount held in integer cents and checked
// against the rule for the dollars it is sent as. The date is the day chosen above the form, added when sending.
const entryFormSchema = TokenFloatEntryInputSchema.omit({ date: true }).safeExtend({
  amount: centsUnder(TokenFloatEntryInputSchema.shape.amount.unwrap().unwrap()).nullable().optional(),
});

const KIND_LABELS: Record<TokenFloatKind, keyof typeof en> = { ISSUE: 'kindIssue', REFUND: 'kindRefund' };

type EntryFormProps = {
  marketId: string;
  /** Shown with an entry held on the device while it waits to be sent. */
  marketName: string;
  /** YYYY-MM-DD: the market day the entry is booked to. */
  date: string;
  /** The market's tokens (at least one). */
  tokens: Token[];
};

// One line of the info booth's book, made to be quick on a phone: after a save only the count clears and takes the
// focus again, so the next shopper of the same token and method is a number and a tap.
export function EntryForm({ marketId, marketName, date, tokens }: EntryFormProps) {
  const t = useMessages(en);
  const id = useId();
  const { showSuccess } = useAlerts();
  const addEntry = useAddTokenFloatEntry({ marketId, marketName, signInToKeep: t('signInToKeep') });
  const first = tokens[0];
  const form = useZodForm(entryFormSchema, {
    defaultValues: {
      token_id: first?.id ?? '',
      kind: 'ISSUE',
      method: first ? METHOD_FOR_PROGRAM[first.program] : 'OTHER',
      count: 0,
      // Not typed: count × the token's value is shown and sent; emptied by the booth (null), the same.
      amount: undefined,
      shoppers: 1,
      note: '',
    },
  });
  const { control, formState } = form;
  const countRef = useRef<HTMLInputElement>(null);
  // Each save hands the focus back to the count, once the form has settled after it.
  const [saves, setSaves] = useState(0);
  // One key per entry: a tap sent again after a lost answer records the entry once (docs/decisions/027).
  const [key, setKey] = useState(newIdempotencyKey);
  useEffect(() => {
    if (saves > 0) countRef.current?.focus();
  }, [saves]);
  const [tokenId, kind, count] = useWatch({ control, name: ['token_id', 'kind', 'count'] });
  const token = tokens.find((candidate) => candidate.id === tokenId);
  const valueCents = token ? tokenValueCents(token) : 0;
  // What the tokens are worth, the amount unless the booth types what the terminal or till took.
  const defaultAmount = (count ?? 0) * valueCents;

  const { onSubmit, formError } = useServerForm({
    form,
    send: ({ amount, note, ...values }) =>
      addEntry.mutateAsync({
        input: {
          ...values,
          date,
          amount_cents: amount ?? values.count * valueCents,
          note: note?.trim() || null,
        },
        key,
        tokenName: token?.name ?? '',
      }),
    onSuccess: (result, values) => {
      const done = t(values.kind === 'ISSUE' ? 'issuedToast' : 'refundedToast', {
        count: values.count,
        token: result.held ? result.item.tokenName : result.data.token_name,
      });
      // No network: the entry waits in the device's outbox, and the booth goes on with the next shopper.
      if (result.held) showSuccess(t('heldToast'), done);
      else showSuccess(sayShared(result.message), done);
      // The rest stays for the next shopper; the count (and an amount typed for it) starts again.
      form.reset({ ...form.getValues(), count: 0, amount: undefined });
      setSaves((n) => n + 1);
      setKey(newIdempotencyKey());
    },
  });

  const tokenOptions = tokens.map((option) => ({ value: option.id, label: option.name }));
  const kindOptions = (['ISSUE', 'REFUND'] as const).map((value) => ({
    value,
    label: t(KIND_LABELS[value]),
  }));
  const methodOptions = TOKEN_FLOAT_METHODS.map((value) => ({
    value,
    label: sayShared(TOKEN_FLOAT_METHOD_LABELS[value]),
  }));

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={t('entryFormLabel')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelectField
          control={control}
          name="token_id"
          id={`${id}-token`}
          label={t('token')}
          options={tokenOptions}
          onChange={(value) => {
            const chosen = tokens.find((option) => option.id === value);
            if (chosen) form.setValue('method', METHOD_FOR_PROGRAM[chosen.program], { shouldValidate: true });
          }}
        />
        <div className="grid min-w-0 content-start gap-2">
          <span aria-hidden="true" className="font-medium text-sm">
            {t('kind')}
          </span>
          <FormSegmentedField control={control} name="kind" label={t('kind')} options={kindOptions} />
        </div>
      </div>
      <Controller
        control={control}
        name="count"
        render={({ field, fieldState }) => (
          <FormField id={`${id}-count`} label={t('count')} error={fieldState.error?.message}>
            {(aria) => (
              <NumericInput
                {...aria}
                ref={(element) => {
                  field.ref(element);
                  countRef.current = element;
                }}
                value={field.value ?? 0}
                onChange={field.onChange}
                onBlur={field.onBlur}
                // The starting "0" is selected, so the first digit replaces it.
                onFocus={(event) => event.currentTarget.select()}
                decimals={0}
                className="h-14 text-2xl md:text-2xl"
              />
            )}
          </FormField>
        )}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormSelectField
          control={control}
          name="method"
          id={`${id}-method`}
          label={t('method')}
          options={methodOptions}
        />
        <Controller
          control={control}
          name="amount"
          render={({ field, fieldState }) => (
            <FormField
              id={`${id}-amount`}
              label={t('amount')}
              error={fieldState.error?.message}
              hint={
                field.value === undefined
                  ? t('amountDefault', { count: count ?? 0, value: formatCents(valueCents) })
                  : t('amountOwn', { amount: formatCents(defaultAmount) })
              }
            >
              {(aria) => (
                <OptionalCentsInput
                  {...aria}
                  value={field.value === undefined ? defaultAmount : field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  onFocus={(event) => event.currentTarget.select()}
                  max={MAX_REPORT_AMOUNT_DOLLARS}
                />
              )}
            </FormField>
          )}
        />
        <FormNumberField
          control={control}
          name="shoppers"
          id={`${id}-shoppers`}
          label={t('shoppers')}
          hint={t('shoppersHint')}
          inputProps={{ decimals: 0, onFocus: (event) => event.currentTarget.select() }}
        />
      </div>
      <FormInputField
        control={control}
        name="note"
        id={`${id}-note`}
        label={t('noteOptional')}
        autoComplete="off"
        maxLength={500}
      />
      {formError ? <FormBanner variant="error">{formError}</FormBanner> : null}
      <Button
        type="submit"
        size="lg"
        className="h-14 w-full text-lg"
        disabled={!formState.isValid}
        loading={formState.isSubmitting}
      >
        {t(kind === 'REFUND' ? 'refundButton' : 'issueButton')}
      </Button>
    </form>
  );
}
