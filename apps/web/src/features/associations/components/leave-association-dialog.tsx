import type { VendorAssociation } from '@marketday/shared';
import { ConfirmActionDialog } from '@/components/ui/confirm-action-dialog';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { useLeaveAssociation } from '@/entities/associations/leave-association';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

type LeaveAssociationDialogProps = DialogOpenProps & {
  association: VendorAssociation;
  onLeft?: () => void;
};

export function LeaveAssociationDialog({ association, onLeft, ...dialog }: LeaveAssociationDialogProps) {
  const t = useMessages(en);
  const leave = useLeaveAssociation();

  return (
    <ConfirmActionDialog
      {...dialog}
      title={t('leaveTitle', { name: association.name })}
      description={t('leaveDescription')}
      confirmText={t('leave')}
      confirmVariant="destructive"
      mutation={leave}
      variables={association.id}
      onDone={onLeft}
      onDoneOrder="beforeClose"
      size="sm"
    />
  );
}
