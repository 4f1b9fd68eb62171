import type { Vendor } from '@marketday/shared';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { useDeleteVendor } from '@/entities/vendors/delete-vendor';

type DeleteVendorDialogProps = DialogOpenProps & { vendor: Vendor };

// A vendor with their own account is not erased: they only leave this manager's markets.
function wordingFor(vendor: Vendor) {
  if (vendor.managed) {
    return {
      title: `Delete ${vendor.business_name}?`,
      body: 'The vendor record is deleted and removed from all of your markets.',
      checkbox: 'I understand this vendor record will be deleted.',
      confirm: 'Delete Vendor',
    };
  }
  return {
    title: `Remove ${vendor.business_name} from your markets?`,
    body: 'This vendor has their own account, so their profile stays. They will be removed from every one of your markets.',
    checkbox: 'I understand this vendor will leave all of my markets.',
    confirm: 'Remove Vendor',
  };
}

export function DeleteVendorDialog({ vendor, ...dialog }: DeleteVendorDialogProps) {
  const deleteVendor = useDeleteVendor();
  const wording = wordingFor(vendor);

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
