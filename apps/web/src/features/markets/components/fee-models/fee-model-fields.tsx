import {
  MAX_PERCENT_TIERS,
  type PercentTier,
  TOKEN_PROGRAM_LABELS,
  TOKEN_PROGRAMS,
  type TokenProgram,
} from '@marketday/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormMoneyField, FormNumberField, FormOptionalMoneyField } from '@/components/ui/bound-amount-fields';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import marketsEn from '../../locales/en.json';
import { useMarketFormContext, useMarketFormErrors } from '../market-form/use-market-form';
// The fee models' own words, kept apart from the markets' catalogue that every market page loads.
import en from './locales/en.json';

// The fee models of one vendor type's rule (docs/product.md §10 "Fee models"), behind "More fee options": a sales
// threshold, a sliding scale in place of the one percent, and the token programs left out of the percent's base.
// Open from the start when the rule has any of them.
export function FeeModelFields({ index }: { index: number }) {
  const t = useMessages(en);
  const tMarkets = useMessages(marketsEn);
  const { control, setValue } = useMarketFormContext();
  const errors = useMarketFormErrors().vendor_fees?.[index];
  const name = `vendor_fees.${index}` as const;
  const [threshold, tiers, excluded, percent] = useWatch({
    control,
    name: [
      `${name}.percent_threshold`,
      `${name}.percent_tiers`,
      `${name}.excluded_programs`,
      `${name}.percent`,
    ],
  });
  const programs = excluded ?? [];
  const id = `vendor-fee-${index}`;
  const hasModels = threshold != null || (tiers?.length ?? 0) > 0 || programs.length > 0;
  // Open at first when the rule has a model; then as the reader leaves it.
  const [open, setOpen] = useState(hasModels);
  const tiersError = errors?.percent_tiers?.message ?? errors?.percent_tiers?.root?.message;

  const setTiers = (next: PercentTier[] | null) =>
    setValue(`${name}.percent_tiers`, next, { shouldDirty: true, shouldValidate: true });
  const setPrograms = (next: TokenProgram[]) =>
    setValue(
      `${name}.excluded_programs`,
      TOKEN_PROGRAMS.filter((program) => next.includes(program)),
      { shouldDirty: true },
    );

  return (
    <details className="grid gap-4" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="min-h-11 cursor-pointer content-center font-medium text-sm">
        {t('moreFeeOptions')}
      </summary>
      <div className="mt-2 grid gap-4">
        <FormOptionalMoneyField
          control={control}
          name={`${name}.percent_threshold`}
          id={`${id}-threshold`}
          label={t('percentThreshold')}
          hint={t('percentThresholdHint')}
          className="sm:max-w-xs"
          inputProps={{ placeholder: tMarkets('none') }}
        />

        <div className="grid gap-2">
          <div className="flex min-h-11 items-center gap-3">
            <Checkbox
              id={`${id}-sliding`}
              checked={tiers != null}
              aria-describedby={`${id}-sliding-hint`}
              // The scale starts as one tier at the rule's percent, so nothing changes until a tier is added.
              onCheckedChange={(checked) =>
                setTiers(
                  checked === true ? [{ from: 0, percent: Number.isFinite(percent) ? percent : 0 }] : null,
                )
              }
            />
            <Label htmlFor={`${id}-sliding`} className="min-h-11 flex-1 font-normal">
              {t('slidingScale')}
            </Label>
          </div>
          <p id={`${id}-sliding-hint`} className="text-muted-foreground text-sm">
            {t('slidingScaleHint')}
          </p>
          {tiers ? (
            <ol className="grid gap-3">
              {tiers.map((_, tier) => (
                // Tiers are only added at the end and removed by position: the position is the tier.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <li key={tier} className="flex items-start gap-2">
                  <fieldset className="grid min-w-0 flex-1 gap-4 sm:grid-cols-2">
                    <legend className="sr-only">{t('tierLabel', { number: tier + 1 })}</legend>
                    <FormMoneyField
                      control={control}
                      name={`${name}.percent_tiers.${tier}.from`}
                      id={`${id}-tier-${tier}-from`}
                      label={t('tierFrom')}
                      // The first tier starts at $0.00.
                      inputProps={{ readOnly: tier === 0 }}
                    />
                    <FormNumberField
                      control={control}
                      name={`${name}.percent_tiers.${tier}.percent`}
                      id={`${id}-tier-${tier}-percent`}
                      label={t('tierPercent')}
                      inputProps={{ min: 0, max: 100 }}
                    />
                  </fieldset>
                  {tier > 0 ? (
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="mt-5 shrink-0 text-destructive"
                      aria-label={t('removeTier', { number: tier + 1 })}
                      onClick={() => setTiers(tiers.filter((__, other) => other !== tier))}
                    >
                      <Trash2 />
                    </Button>
                  ) : (
                    <span className="size-11 shrink-0" />
                  )}
                </li>
              ))}
            </ol>
          ) : null}
          <FieldError id={tiersError ? `${id}-tiers-error` : undefined} message={tiersError} />
          {tiers && tiers.length < MAX_PERCENT_TIERS ? (
            <Button
              type="button"
              variant="outline"
              className="justify-self-start"
              onClick={() => {
                const last = tiers.at(-1);
                setTiers([...tiers, { from: (last?.from ?? 0) + 100, percent: last?.percent ?? 0 }]);
              }}
            >
              <Plus aria-hidden /> {t('addTier')}
            </Button>
          ) : null}
        </div>

        <fieldset className="grid gap-1" aria-describedby={`${id}-excluded-hint`}>
          <legend className="mb-1 font-medium text-sm">{t('excludedPrograms')}</legend>
          <p id={`${id}-excluded-hint`} className="text-muted-foreground text-sm">
            {t('excludedProgramsHint')}
          </p>
          <ul className="grid gap-0.5 sm:grid-cols-2">
            {TOKEN_PROGRAMS.map((program) => {
              const boxId = `${id}-excluded-${program}`;
              return (
                <li key={program} className="flex min-h-11 items-center gap-3">
                  <Checkbox
                    id={boxId}
                    checked={programs.includes(program)}
                    onCheckedChange={(checked) =>
                      setPrograms(
                        checked === true
                          ? [...programs, program]
                          : programs.filter((other) => other !== program),
                      )
                    }
                  />
                  <Label htmlFor={boxId} className="min-h-11 flex-1 font-normal">
                    {sayShared(TOKEN_PROGRAM_LABELS[program])}
                  </Label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      </div>
    </details>
  );
}
