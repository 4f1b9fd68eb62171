import type { VendorAssociation } from '@marketday/shared';
import { useAlerts } from '@/components/ui/alerts-provider';
import { Modal } from '@/components/ui/modal';
import { getErrorMessage } from '@/lib/api-client';
import { useLeaveAssociation } from '../api/leave-association';

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
  const { showSuccess, showError } = useAlerts();
  const leave = useLeaveAssociation();

  async function confirm() {
    try {
      const result = await leave.mutateAsync(association.id);
      showSuccess(result.message);
      onLeft?.();
      onOpenChange(false);
    } catch (error) {
      showError(getErrorMessage(error, { useDetail: true }));
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={`Leave ${association.name}?`}
      subtitle="Your place goes to the next vendor who joins. To come back you need the access code again, and a free place."
      confirmText="Leave"
      confirmVariant="destructive"
      loading={leave.isPending}
      onConfirm={confirm}
      size="sm"
    />
  );
}
