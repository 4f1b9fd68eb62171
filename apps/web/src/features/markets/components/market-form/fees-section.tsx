import { VENDOR_TYPES } from '@marketday/shared';
import { Plus } from 'lucide-react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { FormMoneyField } from '@/components/ui/bound-amount-fields';
import { Button } from '@/components/ui/button';
import { FormArrayError } from '@/components/ui/form-collection-error';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../../locales/en.json';
import { FeeRuleRow } from '../fee-rule-row';
import { FormSection } from './form-section';
import { useMarketFormContext, useMarketFormErrors } from './use-market-form';

export function FeesSection() {
  const t = useMessages(en);
  const { control } = useMarketFormContext();
  const errors = useMarketFormErrors();
  const { fields, append, remove } = useFieldArray({ control, name: 'vendor_fees' });
  const fees = useWatch({ control, name: 'vendor_fees' });
  const takenTypes = fees.map((fee) => fee.vendor_type);
  const nextType = VENDOR_TYPES.find((type) => !takenTypes.includes(type));
  // Only the list's own error here ('One fee per vendor type'); each row shows its fields' errors.
  const feeErrors = errors.vendor_fees;
  const listError = feeErrors?.message || feeErrors?.root ? feeErrors : undefined;
  return (
    <FormSection id="market-fees" title={t('fees')} description={t('feesDescription')}>
      <FormMoneyField
        control={control}
        name="gov_fee"
        id="market-gov-fee"
        label={t('govFee')}
        hint={t('govFeeHint')}
        className="sm:max-w-xs"
      />
      <div className="grid gap-3">
        <h3 className="font-medium text-sm">{t('vendorFees')}</h3>
        {fields.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t('noVendorFees')}</p>
        ) : (
          <ul className="grid gap-3">
            {fields.map((field, index) => (
              <FeeRuleRow
                key={field.id}
                index={index}
                takenTypes={takenTypes}
                onRemove={() => remove(index)}
              />
            ))}
          </ul>
        )}
        <FormArrayError error={listError} />
        {nextType ? (
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            onClick={() =>
              append({
                vendor_type: nextType,
                fee_type: 'PERCENT_GROSS',
                flat: 0,
                percent: 0,
                min_fee: null,
                max_fee: null,
              })
            }
          >
            <Plus aria-hidden /> {t('addVendorFee')}
          </Button>
        ) : null}
      </div>
    </FormSection>
  );
}
