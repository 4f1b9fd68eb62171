import type { MarketInput } from '@marketday/shared';
import type { FieldPath } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { FormSection } from './form-section';
import { useMarketFormContext, useMarketFormErrors } from './use-market-form';

// Any address part makes the others required, so a change re-checks them all.
const addressRules: { deps: FieldPath<MarketInput>[] } = {
  deps: ['address.street', 'address.city', 'address.state', 'address.postal_code'],
};

export function LocationSection() {
  const { register } = useMarketFormContext();
  const errors = useMarketFormErrors();
  const address = errors.address;

  return (
    <FormSection
      id="market-location"
      title="Location & contact"
      description="All optional. A street address needs its city, state and zip code too."
    >
      <FormField
        id="market-city"
        label="City"
        hint="Shown on market cards and used by search."
        error={errors.city?.message}
      >
        {(aria) => <Input {...aria} autoComplete="off" {...register('city')} />}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="market-street" label="Street" error={address?.street?.message}>
          {(aria) => (
            <Input {...aria} autoComplete="address-line1" {...register('address.street', addressRules)} />
          )}
        </FormField>
        <FormField id="market-street-2" label="Street line 2" error={address?.street_2?.message}>
          {(aria) => (
            <Input {...aria} autoComplete="address-line2" {...register('address.street_2', addressRules)} />
          )}
        </FormField>
        <FormField id="market-address-city" label="Address city" error={address?.city?.message}>
          {(aria) => (
            <Input {...aria} autoComplete="address-level2" {...register('address.city', addressRules)} />
          )}
        </FormField>
        <div className="grid grid-cols-2 gap-3">
          <FormField id="market-state" label="State" error={address?.state?.message}>
            {(aria) => (
              <Input {...aria} autoComplete="address-level1" {...register('address.state', addressRules)} />
            )}
          </FormField>
          <FormField id="market-postal-code" label="Zip code" error={address?.postal_code?.message}>
            {(aria) => (
              <Input
                {...aria}
                autoComplete="postal-code"
                inputMode="numeric"
                {...register('address.postal_code', addressRules)}
              />
            )}
          </FormField>
        </div>
        <FormField id="market-contact-email" label="Contact email" error={errors.contact_email?.message}>
          {(aria) => <Input {...aria} type="email" autoComplete="email" {...register('contact_email')} />}
        </FormField>
        <FormField id="market-contact-phone" label="Contact phone" error={errors.contact_phone?.message}>
          {(aria) => (
            <Input {...aria} type="tel" inputMode="tel" autoComplete="tel" {...register('contact_phone')} />
          )}
        </FormField>
      </div>
    </FormSection>
  );
}
