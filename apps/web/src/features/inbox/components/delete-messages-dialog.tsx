import { Modal } from '@/components/ui/modal';

type DeleteMessagesDialogProps = {
  count: number;
  open: boolean;
  isDeleting: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
};

export function DeleteMessagesDialog({
  count,
  open,
  isDeleting,
  onOpenChange,
  onConfirm,
}: DeleteMessagesDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
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
