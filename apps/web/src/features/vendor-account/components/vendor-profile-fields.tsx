import { VENDOR_TYPE_LABELS, VENDOR_TYPE_LOCKED_MESSAGE, VENDOR_TYPES } from '@marketday/shared';
import { useMemo } from 'react';
import { FormEmailField } from '@/components/ui/bound-email-field';
import { FormPhoneField, FormTextField } from '@/components/ui/bound-fields';
import { FormSelectField } from '@/components/ui/bound-select-field';
import { sayShared, useLocale, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import type { VendorAccountControl } from './vendor-account-values';

type VendorProfileFieldsProps = {
  control: VendorAccountControl;
  // Once the vendor sells at a market, only its manager changes the type (it sets the fee).
  isTypeLocked?: boolean;
};

// docs/product.md §3/§5: the Vendor entity's fields with their validation messages.
export function VendorProfileFields({ control, isTypeLocked = false }: VendorProfileFieldsProps) {
  const t = useMessages(en);
  const locale = useLocale();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the labels are said in the language shown
  const typeOptions = useMemo(
    () => VENDOR_TYPES.map((type) => ({ value: type, label: sayShared(VENDOR_TYPE_LABELS[type]) })),
    [locale],
  );
  return (
    <div className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormTextField
          control={control}
          name="business_name"
          id="vendor-account-business-name"
          label={t('businessName')}
          autoComplete="organization"
        />
        <FormSelectField
          control={control}
          name="type"
          id="vendor-account-type"
          label={t('vendorType')}
          hint={isTypeLocked ? sayShared(VENDOR_TYPE_LOCKED_MESSAGE) : t('vendorTypeHint')}
          options={typeOptions}
          disabled={isTypeLocked}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormPhoneField control={control} name="phone" id="vendor-account-phone" />
        <FormEmailField
          control={control}
          name="receipt_email"
          id="vendor-account-receipt-email"
          label={t('receiptEmail')}
          hint={t('receiptEmailHint')}
        />
      </div>
      <FormTextField
        control={control}
        name="producer_names"
        id="vendor-account-producer-names"
        label={t('producerNames')}
        hint={t('producerNamesHint')}
      />
    </div>
  );
}
