import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { Modal } from '@/components/ui/modal';

type DeleteMessagesDialogProps = DialogOpenProps & {
  count: number;
  isDeleting: boolean;
  onConfirm: () => void;
};

export function DeleteMessagesDialog({ count, isDeleting, onConfirm, ...dialog }: DeleteMessagesDialogProps) {
  return (
    <Modal
      {...dialog}
      size="sm"
      title={count === 1 ? 'Delete this message?' : `Delete ${count} messages?`}
      subtitle="Deleted messages cannot be recovered. Archive them instead to keep a copy."
      confirmText="Delete"
      confirmVariant="destructive"
      loading={isDeleting}
      onConfirm={onConfirm}
    />
  );
}
