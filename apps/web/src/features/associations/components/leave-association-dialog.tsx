import type { VendorAssociation } from '@marketday/shared';
import { ConfirmActionDialog } from '@/components/ui/confirm-action-dialog';
import { useLeaveAssociation } from '@/entities/associations/leave-association';

type LeaveAssociationDialogProps = {
  association: VendorAssociation;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onLeft?: () => void;
};

export function LeaveAssociationDialog({
  association,
  open,
  onOpenChange,
  onLeft,
}: LeaveAssociationDialogProps) {
  const leave = useLeaveAssociation();

  return (
    <ConfirmActionDialog
      open={open}
      onOpenChange={onOpenChange}
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
