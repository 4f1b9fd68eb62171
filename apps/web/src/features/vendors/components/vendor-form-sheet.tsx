import type { ManagerVendorInput, Vendor } from '@marketday/shared';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { inputTexts } from '@/components/ui/input-values';
import { lazyPart } from '@/components/ui/lazy-part';
import { SaveSheet } from '@/components/ui/save-sheet';
import { useCreateVendor } from '@/entities/vendors/create-vendor';
import { useUpdateVendor } from '@/entities/vendors/update-vendor';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

// The vendor form (its fields, validation and form library) loads after the page's first screen.
const VendorForm = lazyPart(() => import('./vendor-form').then((m) => m.VendorForm));

type VendorFormSheetProps = DialogOpenProps & {
  markets: { id: string; name: string }[];
  /** Edit this vendor; without it the sheet creates one. */
  vendor?: Vendor | null;
  /** Once a new vendor is saved into markets: the vendor as saved and the markets it joined. */
  onAddedToMarkets?: (vendor: Vendor, marketIds: string[]) => void;
};

// The server's message, said in the language shown.
const said = <R extends { message: string }>(result: R): R => ({
  ...result,
  message: sayShared(result.message),
});

function profileOf(vendor: Vendor): Partial<ManagerVendorInput> {
  return {
    business_name: vendor.business_name,
    type: vendor.type,
    ...inputTexts(vendor, ['phone', 'receipt_email', 'producer_names']),
    phone_public: vendor.settings.phone_public,
    email_notifications: vendor.settings.email_notifications,
    receipt_preference: vendor.receipt_preference,
    language: vendor.language,
  };
}

export function VendorFormSheet({ markets, vendor, onAddedToMarkets, ...dialog }: VendorFormSheetProps) {
  const t = useMessages(en);
  const createVendor = useCreateVendor();
  const updateVendor = useUpdateVendor();

  async function save(values: ManagerVendorInput) {
    if (!vendor) {
      const created = await createVendor.mutateAsync(values);
      if (values.market_ids?.length) onAddedToMarkets?.(created.data, values.market_ids);
      return said(created);
    }
    // Market membership is changed through "Assign to markets", not the profile.
    const { market_ids: _marketIds, ...input } = values;
    return said(await updateVendor.mutateAsync({ id: vendor.id, input }));
  }

  return (
    <SaveSheet
      {...dialog}
      title={vendor ? t('editVendor') : t('addVendor')}
      description={vendor ? vendor.business_name : t('addVendorDescription')}
      save={save}
    >
      {(actions) => (
        <VendorForm
          idPrefix={vendor ? `edit-vendor-${vendor.id}` : 'new-vendor'}
          defaultValues={vendor ? profileOf(vendor) : undefined}
          markets={vendor ? undefined : markets}
          submitLabel={vendor ? t('saveChanges') : t('addVendor')}
          {...actions}
        />
      )}
    </SaveSheet>
  );
}
