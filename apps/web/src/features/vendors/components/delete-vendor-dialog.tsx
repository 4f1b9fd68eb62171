import type { Vendor } from '@marketday/shared';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { useDeleteVendor } from '@/entities/vendors/delete-vendor';
import { type Translate, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

type DeleteVendorDialogProps = DialogOpenProps & { vendor: Vendor };

// A vendor with their own account is not erased: they only leave this manager's markets.
function wordingFor(vendor: Vendor, t: Translate<typeof en>) {
  if (vendor.managed) {
    return {
      title: t('deleteManagedTitle', { vendor: vendor.business_name }),
      body: t('deleteManagedBody'),
      checkbox: t('deleteManagedCheckbox'),
      confirm: t('deleteManagedConfirm'),
    };
  }
  return {
    title: t('removeOwnTitle', { vendor: vendor.business_name }),
    body: t('removeOwnBody'),
    checkbox: t('removeOwnCheckbox'),
    confirm: t('removeOwnConfirm'),
  };
}

export function DeleteVendorDialog({ vendor, ...dialog }: DeleteVendorDialogProps) {
  const t = useMessages(en);
  const deleteVendor = useDeleteVendor();
  const wording = wordingFor(vendor, t);

  return (
    <ConfirmDeleteDialog
      {...dialog}
      title={wording.title}
      description={wording.body}
      checkboxText={wording.checkbox}
      confirmText={wording.confirm}
      mutation={deleteVendor}
      variables={vendor.id}
      size="sm"
    />
  );
}
