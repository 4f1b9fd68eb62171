import {
  addDays,
  fromIsoDate,
  ledgerDelta,
  TAKE_TO_MARKET_DAYS_AHEAD,
  type Token,
  type TokenLedgerInput,
  toIsoDate,
  tokenLedgerInputSchemaUpTo,
} from '@marketday/shared';
import { useId, useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { FormNullableIsoDateField } from '@/components/ui/bound-date-field';
import { Button } from '@/components/ui/button';
import type { DialogFormActions } from '@/components/ui/dialog-form-actions';
import { FieldError } from '@/components/ui/field-error';
import { FormBanner } from '@/components/ui/form-banner';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NumericInput } from '@/components/ui/numeric-input';
import { useServerForm } from '@/hooks/use-server-form';
import { useZodForm } from '@/hooks/use-zod-form';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { LEDGER_ACTIONS, type ManualLedgerType } from './ledger-actions';
import { LedgerPreview } from './ledger-preview';

type LedgerEntryFormProps = DialogFormActions<TokenLedgerInput> & {
  token: Token;
  type: ManualLedgerType;
  /** YYYY-MM-DD: today at the market. */
  marketToday: string;
};

export function LedgerEntryForm({ token, type, marketToday, onSubmit, onCancel }: LedgerEntryFormProps) {
  const t = useMessages(en);
  const id = useId();
  const action = LEDGER_ACTIONS[type];
  // A market day more than a week ahead is refused as it is typed (docs/product.md §10); the calendar stops there.
  const latest = addDays(fromIsoDate(marketToday), TAKE_TO_MARKET_DAYS_AHEAD);
  const latestDay = toIsoDate(latest);
  const schema = useMemo(() => tokenLedgerInputSchemaUpTo(latestDay), [latestDay]);
  const form = useZodForm(schema, {
    defaultValues: {
      type,
      quantity: 0,
      // Tokens taken out go to a market day, today at the market unless the manager says otherwise.
      market_date: type === 'WITHDRAW_FOR_MARKET' ? marketToday : null,
      note: '',
    },
  });
  const { control, register, formState } = form;
  const quantity = useWatch({ control, name: 'quantity' }) ?? 0;
  const newCount = token.count + ledgerDelta({ type, quantity });
  // The server refuses a count below zero; say so before the round trip.
  const isShort = newCount < 0;

  const { onSubmit: submit, formError: submitError } = useServerForm({
    form,
    send: (values) => onSubmit({ ...values, note: values.note?.trim() || null }),
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <Controller
        control={control}
        name="quantity"
        render={({ field, fieldState }) => (
          <div className="grid gap-2">
            <Label htmlFor={`${id}-quantity`}>{t(action.quantityLabel)}</Label>
            <NumericInput
              id={`${id}-quantity`}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              // Selecting the starting "0" lets a typed "-" replace it.
              onFocus={(event) => event.currentTarget.select()}
              decimals={0}
              allowNegative={type === 'MANUAL'}
              aria-invalid={fieldState.error ? true : undefined}
              aria-describedby={`${id}-preview${fieldState.error ? ` ${id}-quantity-error` : ''}`}
              className="h-12 text-lg"
            />
            <FieldError id={`${id}-quantity-error`} message={fieldState.error?.message} />
          </div>
        )}
      />
      <LedgerPreview id={`${id}-preview`} token={token} type={type} quantity={quantity} />
      {type === 'WITHDRAW_FOR_MARKET' && (
        <FormNullableIsoDateField
          control={control}
          name="market_date"
          id={`${id}-date`}
          label={t('marketDate')}
          inputProps={{ latest }}
        />
      )}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-note`}>{t('noteOptional')}</Label>
        <Input id={`${id}-note`} maxLength={500} autoComplete="off" {...register('note')} />
      </div>
      {submitError ? <FormBanner variant="error">{submitError}</FormBanner> : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={!formState.isValid || isShort} loading={formState.isSubmitting}>
          {t(action.button)}
        </Button>
      </div>
    </form>
  );
}
