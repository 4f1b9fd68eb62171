import type { VendorAssociation } from '@marketday/shared';
import { ConfirmActionDialog } from '@/components/ui/confirm-action-dialog';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { useLeaveAssociation } from '@/entities/associations/leave-association';

type LeaveAssociationDialogProps = DialogOpenProps & {
  association: VendorAssociation;
  onLeft?: () => void;
};

export function LeaveAssociationDialog({ association, onLeft, ...dialog }: LeaveAssociationDialogProps) {
  const leave = useLeaveAssociation();

  return (
    <ConfirmActionDialog
      {...dialog}
      title={`Leave ${association.name}?`}
      description="Your place goes to the next vendor who joins. To come back you need the access code again, and a free place."
      confirmText="Leave"
      confirmVariant="destructive"
      mutation={leave}
      variables={association.id}
      onDone={onLeft}
      onDoneOrder="beforeClose"
      size="sm"
    />
  );
}
