import type { VendorSelfInput } from '@marketday/shared';
import { FormSettingCheckboxes, type SettingChoice } from '@/components/ui/bound-setting-checkboxes';
import type { VendorAccountControl } from './vendor-account-values';

// The vendor's settings {phone_public, email_notifications, directory_listed} (docs/product.md §3, §18), each with
// the value an account that never chose keeps.
const SETTINGS: readonly SettingChoice<VendorSelfInput>[] = [
  {
    name: 'settings.phone_public',
    id: 'phone-public',
    label: 'Show my phone number publicly',
    hint: 'Shoppers may see this number on market pages.',
    unset: false,
  },
  {
    name: 'settings.email_notifications',
    id: 'email-notifications',
    label: 'E-mail me notifications',
    hint: 'Market updates and document reminders, as well as in your inbox.',
    unset: true,
  },
  {
    name: 'settings.directory_listed',
    id: 'directory-listed',
    label: "List my business in the vendor directory on my markets' public pages",
    hint: 'Shoppers see your business name, type and products only.',
    unset: false,
  },
];

export function VendorSettingsFields({ control }: { control: VendorAccountControl }) {
  return (
    <div className="grid gap-3">
      <FormSettingCheckboxes control={control} idPrefix="vendor-account" settings={SETTINGS} />
    </div>
  );
}
