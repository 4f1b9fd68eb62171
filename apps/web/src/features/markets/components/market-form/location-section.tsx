import type { MarketInput } from '@marketday/shared';
import type { FieldPath } from 'react-hook-form';
import { FormInputField } from '@/components/ui/bound-fields';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../../locales/en.json';
import { FormSection } from './form-section';
import { useMarketFormContext } from './use-market-form';

// Any address part makes the others required, so a change re-checks them all.
const addressRules: { deps: FieldPath<MarketInput>[] } = {
  deps: ['address.street', 'address.city', 'address.state', 'address.postal_code'],
};

export function LocationSection() {
  const t = useMessages(en);
  const { control } = useMarketFormContext();
  // One part of the street address: registered with the rules above.
  const address = (part: keyof NonNullable<MarketInput['address']>, autoComplete: string) => ({
    control,
    name: `address.${part}` as const,
    rules: addressRules,
    autoComplete,
  });

  return (
    <FormSection id="market-location" title={t('locationContact')} description={t('locationDescription')}>
      <FormInputField
        control={control}
        name="city"
        id="market-city"
        label={t('city')}
        hint={t('cityHint')}
        autoComplete="off"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormInputField id="market-street" label={t('street')} {...address('street', 'address-line1')} />
        <FormInputField id="market-street-2" label={t('street2')} {...address('street_2', 'address-line2')} />
        <FormInputField
          id="market-address-city"
          label={t('addressCity')}
          {...address('city', 'address-level2')}
        />
        <div className="grid grid-cols-2 gap-3">
          <FormInputField id="market-state" label={t('state')} {...address('state', 'address-level1')} />
          <FormInputField
            id="market-postal-code"
            label={t('zipCode')}
            inputMode="numeric"
            {...address('postal_code', 'postal-code')}
          />
        </div>
        <FormInputField
          control={control}
          name="contact_email"
          id="market-contact-email"
          label={t('contactEmail')}
          type="email"
          autoComplete="email"
        />
        <FormInputField
          control={control}
          name="contact_phone"
          id="market-contact-phone"
          label={t('contactPhone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
        />
      </div>
    </FormSection>
  );
}
