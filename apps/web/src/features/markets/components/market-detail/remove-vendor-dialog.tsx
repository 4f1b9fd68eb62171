import { Modal } from '@/components/ui/modal';
import { useRetainedDialog } from '@/hooks/use-retained';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../../locales/en.json';

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
  const t = useMessages(en);
  const { shown: shownName, dialog } = useRetainedDialog(vendorName, onCancel);
  return (
    <Modal
      {...dialog}
      title={t('removeVendorTitle', { vendor: shownName ?? t('vendorFallback'), market: marketName })}
      subtitle={t('removeVendorBody')}
      confirmText={t('removeVendorConfirm')}
      confirmVariant="destructive"
      loading={isRemoving}
      onConfirm={onConfirm}
    />
  );
}
