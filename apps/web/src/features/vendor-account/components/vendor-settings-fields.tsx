import { Controller } from 'react-hook-form';
import { SettingCheckbox } from '@/components/ui/setting-checkbox';
import type { VendorAccountControl } from './vendor-account-values';

// The vendor's settings {phone_public, email_notifications, directory_listed} (docs/product.md §3, §18), each with
// the value an account that never chose keeps.
const SETTINGS = [
  {
    name: 'settings.phone_public',
    id: 'vendor-account-phone-public',
    label: 'Show my phone number publicly',
    hint: 'Shoppers may see this number on market pages.',
    unset: false,
  },
  {
    name: 'settings.email_notifications',
    id: 'vendor-account-email-notifications',
    label: 'E-mail me notifications',
    hint: 'Market updates and document reminders, as well as in your inbox.',
    unset: true,
  },
  {
    name: 'settings.directory_listed',
    id: 'vendor-account-directory-listed',
    label: "List my business in the vendor directory on my markets' public pages",
    hint: 'Shoppers see your business name, type and products only.',
    unset: false,
  },
] as const;

export function VendorSettingsFields({ control }: { control: VendorAccountControl }) {
  return (
    <div className="grid gap-3">
      {SETTINGS.map((setting) => (
        <Controller
          key={setting.name}
          control={control}
          name={setting.name}
          render={({ field }) => (
            <SettingCheckbox
              id={setting.id}
              label={setting.label}
              hint={setting.hint}
              checked={field.value ?? setting.unset}
              onChange={field.onChange}
            />
          )}
        />
      ))}
    </div>
  );
}
