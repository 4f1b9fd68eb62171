import type { Application } from '@marketday/shared';
import { useAlerts } from '@/components/ui/alerts-provider';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { Modal } from '@/components/ui/modal';
import { useApproveApplication } from '@/entities/applications/approve-application';
import { getErrorMessage } from '@/lib/api-client';

type ApproveApplicationDialogProps = DialogOpenProps & { application: Application };

export function ApproveApplicationDialog({ application, open, onOpenChange }: ApproveApplicationDialogProps) {
  const { showSuccess, showError } = useAlerts();
  const approve = useApproveApplication();

  async function confirm() {
    try {
      const result = await approve.mutateAsync(application.id);
      showSuccess(result.message);
      onOpenChange(false);
    } catch (error) {
      showError(getErrorMessage(error, { useDetail: true }));
      onOpenChange(false);
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={`Approve ${application.vendor.business_name}?`}
      subtitle={`They join ${application.market.name} as a vendor and get a notification.`}
      confirmText="Approve"
      loading={approve.isPending}
      onConfirm={confirm}
      size="sm"
    />
  );
}
