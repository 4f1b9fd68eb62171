import { type VendorSelf, VendorSelfInputSchema } from '@marketday/shared';
import { SaveBar } from '@/components/ui/save-bar';
import { SectionCard } from '@/components/ui/section-card';
import { useUpdateVendorSelf } from '@/entities/vendor-self/update-vendor-self';
import { useRecordForm } from '@/hooks/use-save-form';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { vendorAccountDefaults } from './vendor-account-values';
import { VendorProfileFields } from './vendor-profile-fields';
import { VendorSettingsFields } from './vendor-settings-fields';

export function VendorAccountForm({ vendor }: { vendor: VendorSelf }) {
  const t = useMessages(en);
  const update = useUpdateVendorSelf();
  const { form, submit } = useRecordForm(VendorSelfInputSchema, {
    record: vendor,
    toValues: vendorAccountDefaults,
    save: update.mutateAsync,
  });
  const { control, formState } = form;
  // One sentence, the username in bold: the message is split where the username goes.
  const USERNAME = '\u0001';
  const [beforeUsername, afterUsername] = t('signedInAs', { username: USERNAME, email: vendor.email }).split(
    USERNAME,
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-6">
      <SectionCard
        titleId="vendor-profile-title"
        title={t('profile')}
        description={
          <>
            {t('profileIntro')} {beforeUsername}
            <strong>{vendor.username}</strong>
            {afterUsername}
          </>
        }
      >
        <VendorProfileFields control={control} isTypeLocked={vendor.type_locked} />
      </SectionCard>
      <SectionCard titleId="vendor-settings-title" title={t('settings')}>
        <VendorSettingsFields control={control} />
      </SectionCard>
      <SaveBar isValid={formState.isValid} isSubmitting={formState.isSubmitting} />
    </form>
  );
}
