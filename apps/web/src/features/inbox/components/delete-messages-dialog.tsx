import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { Modal } from '@/components/ui/modal';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

type DeleteMessagesDialogProps = DialogOpenProps & {
  count: number;
  isDeleting: boolean;
  onConfirm: () => void;
};

export function DeleteMessagesDialog({ count, isDeleting, onConfirm, ...dialog }: DeleteMessagesDialogProps) {
  const t = useMessages(en);
  return (
    <Modal
      {...dialog}
      size="sm"
      title={count === 1 ? t('deleteOne') : t('deleteMany', { count })}
      subtitle={t('deleteSubtitle')}
      confirmText={t('delete')}
      confirmVariant="destructive"
      loading={isDeleting}
      onConfirm={onConfirm}
    />
  );
}
