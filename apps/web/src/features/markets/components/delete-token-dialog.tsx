import { Modal } from '@/components/ui/modal';
import { useRetainedDialog } from '@/hooks/use-retained';

type DeleteTokenDialogProps = {
  tokenName: string | null;
  isDeleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

// Deleting a saved token takes effect at once, not when the form is saved.
export function DeleteTokenDialog({ tokenName, isDeleting, onConfirm, onCancel }: DeleteTokenDialogProps) {
  const { shown: shownName, dialog } = useRetainedDialog(tokenName, onCancel);
  return (
    <Modal
      {...dialog}
      title={`Delete the ${shownName ?? ''} token?`}
      subtitle="It is removed from this market now. Past checkouts and day reports that counted it keep their numbers."
      confirmText="Delete token"
      confirmVariant="destructive"
      loading={isDeleting}
      onConfirm={onConfirm}
    />
  );
}
