import {
  ALL_VENDOR_TYPES,
  TOKEN_PROGRAM_LABELS,
  TOKEN_PROGRAMS,
  type TokenProgram,
  VENDOR_TYPES,
  type VendorType,
} from '@marketday/shared';
import { useController, useWatch } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError } from '@/components/ui/field-error';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { OptionSelect } from '@/components/ui/option-select';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { useMarketFormContext, useMarketFormErrors } from './market-form/use-market-form';

// 'Producer vendors': a vendor type's label with 'vendors', said in the language shown.
const ACCEPTED_LABELS = {
  PRODUCER: 'acceptedProducer',
  NON_PRODUCER: 'acceptedNonProducer',
  ANCILLARY: 'acceptedAncillary',
} as const satisfies Record<VendorType, keyof typeof en>;

// Issue 17: the token's program (an incentive also has its program's name) and the vendor types that may
// accept it; checkout refuses the token for any other type.
export function TokenProgramFields({ index }: { index: number }) {
  const t = useMessages(en);
  const programOptions = TOKEN_PROGRAMS.map((program) => ({
    value: program,
    label: sayShared(TOKEN_PROGRAM_LABELS[program]),
  }));
  const { control, register, setValue, trigger } = useMarketFormContext();
  const errors = useMarketFormErrors().tokens?.[index];
  const program = useWatch({ control, name: `tokens.${index}.program` }) ?? 'OTHER';
  const { field: acceptedBy } = useController({ control, name: `tokens.${index}.accepted_by` });
  const accepted = acceptedBy.value ?? ALL_VENDOR_TYPES;
  const id = `token-${index}`;
  const acceptedError = errors?.accepted_by?.message ?? errors?.accepted_by?.root?.message;

  function changeProgram(next: string) {
    setValue(`tokens.${index}.program`, next as TokenProgram, { shouldDirty: true });
    // The name belongs to incentives only; it is not kept hidden behind another program.
    if (next !== 'INCENTIVE') setValue(`tokens.${index}.program_name`, null, { shouldDirty: true });
    // An incentive says at once that it needs its name (the reason Save is disabled).
    void trigger([`tokens.${index}.program`, `tokens.${index}.program_name`]);
  }

  function toggle(type: VendorType, isChecked: boolean) {
    const next = isChecked ? [...accepted, type] : accepted.filter((other) => other !== type);
    acceptedBy.onChange(VENDOR_TYPES.filter((kind) => next.includes(kind)));
  }

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="grid content-start gap-4">
        <FormField id={`${id}-program`} label={t('program')} error={errors?.program?.message}>
          {(aria) => (
            <OptionSelect
              aria={aria}
              value={program}
              onValueChange={changeProgram}
              options={programOptions}
            />
          )}
        </FormField>
        {program === 'INCENTIVE' ? (
          <FormField
            id={`${id}-program-name`}
            label={t('incentiveName')}
            hint={t('incentiveHint')}
            error={errors?.program_name?.message}
          >
            {(aria) => <Input {...aria} autoComplete="off" {...register(`tokens.${index}.program_name`)} />}
          </FormField>
        ) : null}
      </div>
      <fieldset
        className="grid content-start gap-1"
        aria-describedby={acceptedError ? `${id}-accepted-error` : undefined}
      >
        <legend className="mb-1 font-medium text-sm">{t('acceptedBy')}</legend>
        <ul className="grid gap-0.5">
          {VENDOR_TYPES.map((type) => {
            const boxId = `${id}-accepted-${type}`;
            return (
              <li key={type} className="flex min-h-11 items-center gap-3">
                <Checkbox
                  id={boxId}
                  checked={accepted.includes(type)}
                  onCheckedChange={(checked) => toggle(type, checked === true)}
                  onBlur={acceptedBy.onBlur}
                />
                <Label htmlFor={boxId} className="min-h-11 flex-1 font-normal">
                  {t(ACCEPTED_LABELS[type])}
                </Label>
              </li>
            );
          })}
        </ul>
        <FieldError id={acceptedError ? `${id}-accepted-error` : undefined} message={acceptedError} />
      </fieldset>
    </div>
  );
}
