import { type ManagerVendorInput, ManagerVendorInputSchema } from '@marketday/shared';
import { Controller } from 'react-hook-form';
import { FormEmailField } from '@/components/ui/bound-email-field';
import { FormPhoneField, FormTextField } from '@/components/ui/bound-fields';
import { ServerSheetForm, type SheetFormActions } from '@/components/ui/server-form';
import { useZodForm } from '@/hooks/use-zod-form';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { MarketCheckboxList } from './market-checkbox-list';
import { ReceiptPreferenceField } from './receipt-preference-field';
import { EMPTY_VENDOR_FORM } from './vendor-form-values';
import { VendorLanguageField } from './vendor-language-field';
import { VendorSettingsFields } from './vendor-settings-fields';
import { VendorTypeField } from './vendor-type-field';

type VendorFormProps = SheetFormActions<ManagerVendorInput> & {
  idPrefix: string;
  defaultValues?: Partial<ManagerVendorInput>;
  /** Given on create: the markets the new vendor can join straight away. */
  markets?: { id: string; name: string }[];
};

export function VendorForm({ idPrefix, defaultValues, markets, ...actions }: VendorFormProps) {
  const t = useMessages(en);
  const form = useZodForm(ManagerVendorInputSchema, {
    defaultValues: { ...EMPTY_VENDOR_FORM, ...defaultValues },
  });
  const { control } = form;
  const id = (name: string) => `${idPrefix}-${name}`;

  // The API explains refusals (e.g. a self-managed vendor) in `detail`.
  return (
    <ServerSheetForm form={form} {...actions}>
      <FormTextField
        control={control}
        name="business_name"
        id={id('business-name')}
        label={t('businessNameLabel')}
        autoComplete="organization"
      />
      <Controller
        control={control}
        name="type"
        render={({ field, fieldState }) => (
          <VendorTypeField
            id={id('type')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <FormPhoneField control={control} name="phone" id={id('phone')} />
      <FormEmailField
        control={control}
        name="receipt_email"
        id={id('receipt-email')}
        label={t('receiptEmailLabel')}
        hint={t('receiptEmailHint')}
      />
      <Controller
        control={control}
        name="receipt_preference"
        render={({ field }) => (
          <ReceiptPreferenceField
            id={id('receipt-preference')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      <Controller
        control={control}
        name="language"
        render={({ field }) => (
          <VendorLanguageField
            id={id('language')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      <FormTextField
        control={control}
        name="producer_names"
        id={id('producer-names')}
        label={t('producerNamesLabel')}
        hint={t('producerNamesHint')}
      />
      <VendorSettingsFields control={control} idPrefix={idPrefix} />
      {markets && (
        <Controller
          control={control}
          name="market_ids"
          render={({ field }) => (
            <MarketCheckboxList
              idPrefix={id('market')}
              legend={t('marketsLegend')}
              hint={t('marketsHint')}
              emptyText={t('marketsEmpty')}
              markets={markets}
              value={field.value ?? []}
              onChange={field.onChange}
            />
          )}
        />
      )}
    </ServerSheetForm>
  );
}
