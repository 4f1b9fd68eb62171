import { Controller } from 'react-hook-form';
import { SettingCheckbox } from '@/components/ui/setting-checkbox';
import type { VendorAccountControl } from './vendor-account-values';

// The vendor's settings {phone_public, email_notifications} (docs/product.md §3).
export function VendorSettingsFields({ control }: { control: VendorAccountControl }) {
  return (
    <div className="grid gap-3">
      <Controller
        control={control}
        name="settings.phone_public"
        render={({ field }) => (
          <SettingCheckbox
            id="vendor-account-phone-public"
            label="Show my phone number publicly"
            hint="Shoppers may see this number on market pages."
            checked={field.value ?? false}
            onChange={field.onChange}
          />
        )}
      />
      <Controller
        control={control}
        name="settings.email_notifications"
        render={({ field }) => (
          <SettingCheckbox
            id="vendor-account-email-notifications"
            label="E-mail me notifications"
            hint="Market updates and document reminders, as well as in your inbox."
            checked={field.value ?? true}
            onChange={field.onChange}
          />
        )}
      />
    </div>
  );
}
