import { Modal } from '@/components/ui/modal';
import { useRetainedDialog } from '@/hooks/use-retained';

type RemoveVendorDialogProps = {
  vendorName: string | null;
  marketName: string;
  isRemoving: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

export function RemoveVendorDialog({
  vendorName,
  marketName,
  isRemoving,
  onConfirm,
  onCancel,
}: RemoveVendorDialogProps) {
  const { shown: shownName, dialog } = useRetainedDialog(vendorName, onCancel);
  return (
    <Modal
      {...dialog}
      title={`Remove ${shownName ?? 'vendor'} from ${marketName}?`}
      subtitle="They will no longer be offered at checkout for this market. The vendor stays in your vendor list and can be added back."
      confirmText="Remove vendor"
      confirmVariant="destructive"
      loading={isRemoving}
      onConfirm={onConfirm}
    />
  );
}
