import { Controller } from 'react-hook-form';
import { SettingCheckbox } from '@/components/ui/setting-checkbox';
import type { VendorFormControl } from './vendor-form-values';

// The vendor's settings {phone_public, email_notifications} (docs/product.md §3).
export function VendorSettingsFields({
  control,
  idPrefix,
}: {
  control: VendorFormControl;
  idPrefix: string;
}) {
  return (
    <>
      <Controller
        control={control}
        name="phone_public"
        render={({ field }) => (
          <SettingCheckbox
            id={`${idPrefix}-phone-public`}
            label="Phone number is public"
            hint="Shoppers may see this number on market pages."
            checked={field.value ?? false}
            onChange={field.onChange}
          />
        )}
      />
      <Controller
        control={control}
        name="email_notifications"
        render={({ field }) => (
          <SettingCheckbox
            id={`${idPrefix}-email-notifications`}
            label="Send e-mail notifications"
            hint="Market updates and document reminders."
            checked={field.value ?? true}
            onChange={field.onChange}
          />
        )}
      />
    </>
  );
}
