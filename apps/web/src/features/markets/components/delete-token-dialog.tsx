import { Modal } from '@/components/ui/modal';
import { useRetainedDialog } from '@/hooks/use-retained';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

type DeleteTokenDialogProps = {
  tokenName: string | null;
  isDeleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

// Deleting a saved token takes effect at once, not when the form is saved.
export function DeleteTokenDialog({ tokenName, isDeleting, onConfirm, onCancel }: DeleteTokenDialogProps) {
  const t = useMessages(en);
  const { shown: shownName, dialog } = useRetainedDialog(tokenName, onCancel);
  return (
    <Modal
      {...dialog}
      title={t('deleteTokenTitle', { token: shownName ?? '' })}
      subtitle={t('deleteTokenBody')}
      confirmText={t('deleteTokenConfirm')}
      confirmVariant="destructive"
      loading={isDeleting}
      onConfirm={onConfirm}
    />
  );
}
