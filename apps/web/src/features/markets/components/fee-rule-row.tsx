import {
  FEE_STRUCTURE_LABELS,
  FEE_STRUCTURES,
  VENDOR_TYPE_LABELS,
  VENDOR_TYPES,
  type VendorType,
} from '@marketday/shared';
import { Trash2 } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { FormMoneyField, FormNumberField, FormOptionalMoneyField } from '@/components/ui/bound-amount-fields';
import { FormSelectField } from '@/components/ui/bound-select-field';
import { Button } from '@/components/ui/button';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { describeFee, feeExample, usesFlat, usesPercent } from './fee-description';
import { FeeModelFields } from './fee-models/fee-model-fields';
import { useMarketFormContext } from './market-form/use-market-form';

// The optional bounds on the market fee per market day, each an amount or none.
const FEE_BOUNDS = [
  { field: 'min_fee', label: 'minFee', hint: 'minFeeHint' },
  { field: 'max_fee', label: 'maxFee', hint: 'maxFeeHint' },
] as const;

type FeeRuleRowProps = { index: number; takenTypes: VendorType[]; onRemove: () => void };

// One vendor type's fee rule, with what it charges on an example gross.
export function FeeRuleRow({ index, takenTypes, onRemove }: FeeRuleRowProps) {
  const t = useMessages(en);
  const { control } = useMarketFormContext();
  const fee = useWatch({ control, name: `vendor_fees.${index}` });
  // A type used by another row is not offered: one rule per vendor type.
  const typeOptions = VENDOR_TYPES.filter(
    (type) => type === fee.vendor_type || !takenTypes.includes(type),
  ).map((type) => ({ value: type, label: sayShared(VENDOR_TYPE_LABELS[type]) }));
  const feeOptions = FEE_STRUCTURES.map((type) => ({
    value: type,
    label: sayShared(FEE_STRUCTURE_LABELS[type]),
  }));
  const id = `vendor-fee-${index}`;
  return (
    <li className="grid gap-4 rounded-lg border p-3 sm:p-4">
      <div className="flex items-start gap-2">
        <div className="grid min-w-0 flex-1 gap-4 sm:grid-cols-2">
          <FormSelectField
            control={control}
            name={`vendor_fees.${index}.vendor_type`}
            id={`${id}-type`}
            label={t('vendorType')}
            options={typeOptions}
          />
          <FormSelectField
            control={control}
            name={`vendor_fees.${index}.fee_type`}
            id={`${id}-structure`}
            label={t('feeStructure')}
            options={feeOptions}
          />
        </div>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="mt-5 shrink-0 text-destructive"
          aria-label={t('removeFee', { type: sayShared(VENDOR_TYPE_LABELS[fee.vendor_type]) })}
          onClick={onRemove}
        >
          <Trash2 />
        </Button>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {usesFlat(fee.fee_type) ? (
          <FormMoneyField
            control={control}
            name={`vendor_fees.${index}.flat`}
            id={`${id}-flat`}
            label={t('flatFee')}
          />
        ) : null}
        {/* A sliding scale takes the place of the one percent (in "More fee options"). */}
        {usesPercent(fee.fee_type) && fee.percent_tiers == null ? (
          <FormNumberField
            control={control}
            name={`vendor_fees.${index}.percent`}
            id={`${id}-percent`}
            label={t('percentOfGross')}
            inputProps={{ min: 0, max: 100 }}
          />
        ) : null}
      </div>
      {/* Optional bounds on the market fee per market day (docs/product.md §10 "Fee caps"). */}
      <div className="grid gap-4 sm:grid-cols-2">
        {FEE_BOUNDS.map((bound) => (
          <FormOptionalMoneyField
            key={bound.field}
            control={control}
            name={`vendor_fees.${index}.${bound.field}`}
            id={`${id}-${bound.field}`}
            label={t(bound.label)}
            hint={t(bound.hint)}
            inputProps={{ placeholder: t('none') }}
          />
        ))}
      </div>
      {usesPercent(fee.fee_type) ? <FeeModelFields index={index} /> : null}
      <p className="text-sm">
        <span className="font-medium">{describeFee(fee)}</span>
        <span className="text-muted-foreground tabular-nums"> · {feeExample(fee)}</span>
      </p>
    </li>
  );
}
