import { CHECKOUT_MESSAGES } from '@marketday/shared';
import { Modal } from '@/components/ui/modal';
import { useRetainedDialog } from '@/hooks/use-retained';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

export type ConflictInfo = { businessName: string; displayDate: string };

type ConflictDialogProps = {
  conflict: ConflictInfo | null;
  isOverwriting: boolean;
  onOverwrite: () => void;
  onCancel: () => void;
};

// docs/product.md §4/§8: a second checkout for the same vendor and day asks before replacing the first.
export function ConflictDialog({ conflict, isOverwriting, onOverwrite, onCancel }: ConflictDialogProps) {
  const t = useMessages(en);
  const { shown, dialog } = useRetainedDialog(conflict, onCancel);
  return (
    <Modal
      {...dialog}
      title={sayShared(CHECKOUT_MESSAGES.conflictTitle)}
      confirmText={t('overwriteTransaction')}
      cancelText={t('cancel')}
      confirmVariant="destructive"
      onConfirm={onOverwrite}
      loading={isOverwriting}
      isCloseable={!isOverwriting}
      size="md"
    >
      <p className="text-sm">
        {shown && sayShared(CHECKOUT_MESSAGES.conflict(shown.businessName, shown.displayDate))}
      </p>
    </Modal>
  );
}
