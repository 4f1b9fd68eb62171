import type { ManagerVendorInput, Vendor } from '@marketday/shared';
import { useAlerts } from '@/components/ui/alerts-provider';
import { SideSheet } from '@/components/ui/side-sheet';
import { useCreateVendor } from '@/entities/vendors/create-vendor';
import { useUpdateVendor } from '@/entities/vendors/update-vendor';
import { VendorForm } from './vendor-form';

type VendorFormSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  markets: { id: string; name: string }[];
  /** Edit this vendor; without it the sheet creates one. */
  vendor?: Vendor | null;
};

function profileOf(vendor: Vendor): Partial<ManagerVendorInput> {
  return {
    business_name: vendor.business_name,
    type: vendor.type,
    phone: vendor.phone ?? '',
    receipt_email: vendor.receipt_email ?? '',
    producer_names: vendor.producer_names ?? '',
    phone_public: vendor.settings.phone_public,
    email_notifications: vendor.settings.email_notifications,
  };
}

export function VendorFormSheet({ open, onOpenChange, markets, vendor }: VendorFormSheetProps) {
  const { showSuccess } = useAlerts();
  const createVendor = useCreateVendor();
  const updateVendor = useUpdateVendor();

  async function submit(values: ManagerVendorInput) {
    if (vendor) {
      // Market membership is changed through "Assign to markets", not the profile.
      const { market_ids: _marketIds, ...input } = values;
      const result = await updateVendor.mutateAsync({ id: vendor.id, input });
      showSuccess(result.message);
    } else {
      const result = await createVendor.mutateAsync(values);
      showSuccess(result.message);
    }
    onOpenChange(false);
  }

  return (
    <SideSheet
      open={open}
      onOpenChange={onOpenChange}
      title={vendor ? 'Edit Vendor' : 'Add Vendor'}
      description={vendor ? vendor.business_name : 'Keep a record for a vendor who sells at your markets.'}
    >
      {/* Content unmounts on close, so every opening starts from fresh values. */}
      <VendorForm
        idPrefix={vendor ? `edit-vendor-${vendor.id}` : 'new-vendor'}
        defaultValues={vendor ? profileOf(vendor) : undefined}
        markets={vendor ? undefined : markets}
        submitLabel={vendor ? 'Save changes' : 'Add Vendor'}
        onSubmit={submit}
        onCancel={() => onOpenChange(false)}
      />
    </SideSheet>
  );
}
