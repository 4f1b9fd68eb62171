import type { Vendor } from '@marketday/shared';
import { useAlerts } from '@/components/ui/alerts-provider';
import { Modal } from '@/components/ui/modal';
import { getErrorMessage } from '@/lib/api-client';
import { useDeleteVendor } from '../api/delete-vendor';

type DeleteVendorDialogProps = {
  vendor: Vendor;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

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

export function DeleteVendorDialog({ vendor, open, onOpenChange }: DeleteVendorDialogProps) {
  const { showSuccess, showError } = useAlerts();
  const deleteVendor = useDeleteVendor();
  const wording = wordingFor(vendor);

  async function confirm() {
    try {
      const result = await deleteVendor.mutateAsync(vendor.id);
      showSuccess(result.message);
      onOpenChange(false);
    } catch (error) {
      showError(getErrorMessage(error, { useDetail: true }));
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={wording.title}
      subtitle={wording.body}
      checkboxText={wording.checkbox}
      confirmText={wording.confirm}
      confirmVariant="destructive"
      loading={deleteVendor.isPending}
      onConfirm={confirm}
      size="sm"
    />
  );
}
