import type { MarketInput } from '@marketday/shared';
import type { FieldPath } from 'react-hook-form';
import { FormInputField } from '@/components/ui/bound-fields';
import { FormSection } from './form-section';
import { useMarketFormContext } from './use-market-form';

// Any address part makes the others required, so a change re-checks them all.
const addressRules: { deps: FieldPath<MarketInput>[] } = {
  deps: ['address.street', 'address.city', 'address.state', 'address.postal_code'],
};

export function LocationSection() {
  const { control } = useMarketFormContext();
  // One part of the street address: registered with the rules above.
  const address = (part: keyof NonNullable<MarketInput['address']>, autoComplete: string) => ({
    control,
    name: `address.${part}` as const,
    rules: addressRules,
    autoComplete,
  });

  return (
    <FormSection
      id="market-location"
      title="Location & contact"
      description="All optional. A street address needs its city, state and zip code too."
    >
      <FormInputField
        control={control}
        name="city"
        id="market-city"
        label="City"
        hint="Shown on market cards and used by search."
        autoComplete="off"
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormInputField id="market-street" label="Street" {...address('street', 'address-line1')} />
        <FormInputField
          id="market-street-2"
          label="Street line 2"
          {...address('street_2', 'address-line2')}
        />
        <FormInputField
          id="market-address-city"
          label="Address city"
          {...address('city', 'address-level2')}
        />
        <div className="grid grid-cols-2 gap-3">
          <FormInputField id="market-state" label="State" {...address('state', 'address-level1')} />
          <FormInputField
            id="market-postal-code"
            label="Zip code"
            inputMode="numeric"
            {...address('postal_code', 'postal-code')}
          />
        </div>
        <FormInputField
          control={control}
          name="contact_email"
          id="market-contact-email"
          label="Contact email"
          type="email"
          autoComplete="email"
        />
        <FormInputField
          control={control}
          name="contact_phone"
          id="market-contact-phone"
          label="Contact phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
        />
      </div>
    </FormSection>
  );
}
