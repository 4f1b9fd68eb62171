import { type VendorSelf, VendorSelfInputSchema } from '@marketday/shared';
import { SaveBar } from '@/components/ui/save-bar';
import { SectionCard } from '@/components/ui/section-card';
import { useUpdateVendorSelf } from '@/entities/vendor-self/update-vendor-self';
import { useRecordForm } from '@/hooks/use-save-form';
import { vendorAccountDefaults } from './vendor-account-values';
import { VendorProfileFields } from './vendor-profile-fields';
import { VendorSettingsFields } from './vendor-settings-fields';

export function VendorAccountForm({ vendor }: { vendor: VendorSelf }) {
  const update = useUpdateVendorSelf();
  const { form, submit } = useRecordForm(VendorSelfInputSchema, {
    record: vendor,
    toValues: vendorAccountDefaults,
    save: update.mutateAsync,
  });
  const { control, formState } = form;

  return (
    <form onSubmit={submit} noValidate className="grid gap-6">
      <SectionCard
        titleId="vendor-profile-title"
        title="Profile"
        description={
          <>
            How markets know your business. You sign in as <strong>{vendor.username}</strong> ({vendor.email}
            ).
          </>
        }
      >
        <VendorProfileFields control={control} isTypeLocked={vendor.type_locked} />
      </SectionCard>
      <SectionCard titleId="vendor-settings-title" title="Settings">
        <VendorSettingsFields control={control} />
      </SectionCard>
      <SaveBar isValid={formState.isValid} isSubmitting={formState.isSubmitting} />
    </form>
  );
}
