import type { ManagerVendorInput } from '@marketday/shared';
import { FormSettingCheckboxes, type SettingChoice } from '@/components/ui/bound-setting-checkboxes';
import type { VendorFormControl } from './vendor-form-values';

// The vendor's settings {phone_public, email_notifications} (docs/product.md §3).
const SETTINGS: readonly SettingChoice<ManagerVendorInput>[] = [
  {
    name: 'phone_public',
    id: 'phone-public',
    label: 'Phone number is public',
    hint: 'Shoppers may see this number on market pages.',
    unset: false,
  },
  {
    name: 'email_notifications',
    id: 'email-notifications',
    label: 'Send e-mail notifications',
    hint: 'Market updates and document reminders.',
    unset: true,
  },
];

export function VendorSettingsFields({
  control,
  idPrefix,
}: {
  control: VendorFormControl;
  idPrefix: string;
}) {
  return <FormSettingCheckboxes control={control} idPrefix={idPrefix} settings={SETTINGS} />;
}
