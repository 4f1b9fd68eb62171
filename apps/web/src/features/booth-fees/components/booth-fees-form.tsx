import { zodResolver } from '@hookform/resolvers/zod';
import {
  BOOTH_FEE_BASES,
  BOOTH_FEE_CHARGE_ON,
  type BoothFeeBasis,
  type BoothFeeChargeOn,
  BoothFeeRateSchema,
  BoothFeeSettingsSchema,
  centsUnder,
} from '@marketday/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { FormCentsField } from '@/components/ui/bound-amount-fields';
import { FormInputField } from '@/components/ui/bound-fields';
import { FormSegmentedField } from '@/components/ui/bound-segmented-field';
import { Button } from '@/components/ui/button';
import { FormBanner } from '@/components/ui/form-banner';
import type { BoothFeeSettingsInCents } from '@/entities/booth-fees/booth-fee-money';
import { useServerForm } from '@/hooks/use-server-form';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

// The shared booth fee rules (size format, one rate per size, the amount's limits), each rate's amount held in
// integer cents and checked against the rule for the dollars it is sent as. The fields keep the request's names,
// so the server's messages land on them; the entity writes the cents as dollars.
const boothFeesFormSchema = BoothFeeSettingsSchema.safeExtend({
  rates: z
    .array(BoothFeeRateSchema.safeExtend({ amount: centsUnder(BoothFeeRateSchema.shape.amount) }))
    .max(50),
});
type BoothFeesFormValues = z.input<typeof boothFeesFormSchema>;
type BoothFeesFormOutput = z.output<typeof boothFeesFormSchema>;

// The values are sent as they are; their labels are the catalogue's keys.
const BASIS_LABELS: Record<BoothFeeBasis, keyof typeof en> = {
  NONE: 'basisNone',
  PER_DAY: 'basisPerDay',
  PER_SEASON: 'basisPerSeason',
};
const CHARGE_ON_LABELS: Record<BoothFeeChargeOn, keyof typeof en> = {
  PRESENT: 'chargePresent',
  SCHEDULED: 'chargeScheduled',
};

function toValues(saved: BoothFeeSettingsInCents): BoothFeesFormValues {
  return { ...saved, rates: saved.rates.map((r) => ({ size: r.size, amount: r.amount_cents })) };
}

function toSettings({ rates, ...values }: BoothFeesFormOutput): BoothFeeSettingsInCents {
  return { ...values, rates: rates.map((r) => ({ size: r.size, amount_cents: r.amount })) };
}

type BoothFeesFormProps = {
  saved: BoothFeeSettingsInCents;
  onSave: (settings: BoothFeeSettingsInCents) => Promise<unknown>;
};

// The market's booth fees: how it charges, when, and the rate of each booth size.
export function BoothFeesForm({ saved, onSave }: BoothFeesFormProps) {
  const t = useMessages(en);
  const id = useId();
  const basisOptions = BOOTH_FEE_BASES.map((value) => ({ value, label: t(BASIS_LABELS[value]) }));
  const chargeOnOptions = BOOTH_FEE_CHARGE_ON.map((value) => ({ value, label: t(CHARGE_ON_LABELS[value]) }));
  const form = useForm<BoothFeesFormValues, unknown, BoothFeesFormOutput>({
    resolver: zodResolver(boothFeesFormSchema),
    mode: 'onChange',
    defaultValues: toValues(saved),
  });
  const { control, formState } = form;
  const rates = useFieldArray({ control, name: 'rates' });
  const basis = useWatch({ control, name: 'basis' });
  const { onSubmit, formError } = useServerForm({ form, send: (values) => onSave(toSettings(values)) });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormSegmentedField control={control} name="basis" label={t('basisLabel')} options={basisOptions} />
      {basis !== 'NONE' ? (
        <div className="grid gap-1">
          <p className="font-medium text-sm">{t('chargedWhenVendorIs')}</p>
          <FormSegmentedField
            control={control}
            name="charge_on"
            label={t('chargedWhen')}
            options={chargeOnOptions}
          />
        </div>
      ) : null}
      <fieldset className="grid gap-3">
        <legend className="mb-2 font-medium text-sm">{t('ratesBySize')}</legend>
        {rates.fields.length === 0 ? <p className="text-muted-foreground text-sm">{t('noRates')}</p> : null}
        {rates.fields.map((rate, index) => (
          <div key={rate.id} className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] items-start gap-2">
            <FormInputField
              control={control}
              name={`rates.${index}.size`}
              id={`${id}-size-${index}`}
              label={t('sizeFeet')}
              placeholder="10x10"
              autoComplete="off"
              maxLength={9}
            />
            <FormCentsField
              control={control}
              name={`rates.${index}.amount`}
              id={`${id}-amount-${index}`}
              label={t('fee')}
              inputProps={{ decimals: 2 }}
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="mt-6"
              aria-label={t('removeRate', { number: index + 1 })}
              onClick={() => rates.remove(index)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        ))}
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          disabled={rates.fields.length >= 50}
          onClick={() => rates.append({ size: '', amount: 0 })}
        >
          <Plus aria-hidden="true" /> {t('addRate')}
        </Button>
      </fieldset>
      {formError ? <FormBanner variant="error">{formError}</FormBanner> : null}
      <div className="flex justify-end">
        <Button
          type="submit"
          disabled={!formState.isValid || !formState.isDirty}
          loading={formState.isSubmitting}
        >
          {t('saveBoothFees')}
        </Button>
      </div>
    </form>
  );
}
