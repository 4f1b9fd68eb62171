import type { ManagerVendorInput } from '@marketday/shared';
import { FormSettingCheckboxes, type SettingChoice } from '@/components/ui/bound-setting-checkboxes';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import type { VendorFormControl } from './vendor-form-values';

// The vendor's settings {phone_public, email_notifications} (docs/product.md §3).
type Texts = 'label' | 'hint';
const SETTINGS: readonly (Omit<SettingChoice<ManagerVendorInput>, Texts> & Record<Texts, keyof typeof en>)[] =
  [
    {
      name: 'phone_public',
      id: 'phone-public',
      label: 'phonePublicLabel',
      hint: 'phonePublicHint',
      unset: false,
    },
    {
      name: 'email_notifications',
      id: 'email-notifications',
      label: 'emailNotificationsLabel',
      hint: 'emailNotificationsHint',
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
  const t = useMessages(en);
  const settings = SETTINGS.map((setting) => ({
    ...setting,
    label: t(setting.label),
    hint: t(setting.hint),
  }));
  return <FormSettingCheckboxes control={control} idPrefix={idPrefix} settings={settings} />;
}
