import type { VendorSelfInput } from '@marketday/shared';
import { FormSettingCheckboxes, type SettingChoice } from '@/components/ui/bound-setting-checkboxes';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import type { VendorAccountControl } from './vendor-account-values';

// The vendor's settings {phone_public, email_notifications, directory_listed} (docs/product.md §3, §18), each with
// the value an account that never chose keeps.
// Labels and hints are catalogue keys, said when the list renders.
const SETTINGS = [
  {
    name: 'settings.phone_public',
    id: 'phone-public',
    label: 'phonePublic',
    hint: 'phonePublicHint',
    unset: false,
  },
  {
    name: 'settings.email_notifications',
    id: 'email-notifications',
    label: 'emailNotifications',
    hint: 'emailNotificationsHint',
    unset: true,
  },
  {
    name: 'settings.directory_listed',
    id: 'directory-listed',
    label: 'directoryListed',
    hint: 'directoryListedHint',
    unset: false,
  },
] as const satisfies readonly (Omit<SettingChoice<VendorSelfInput>, 'label' | 'hint'> & {
  label: keyof typeof en;
  hint: keyof typeof en;
})[];

export function VendorSettingsFields({ control }: { control: VendorAccountControl }) {
  const t = useMessages(en);
  const settings: SettingChoice<VendorSelfInput>[] = SETTINGS.map((setting) => ({
    ...setting,
    label: t(setting.label),
    hint: t(setting.hint),
  }));
  return (
    <div className="grid gap-3">
      <FormSettingCheckboxes control={control} idPrefix="vendor-account" settings={settings} />
    </div>
  );
}
