import type { Application } from '@marketday/shared';
import { useAlerts } from '@/components/ui/alerts-provider';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { Modal } from '@/components/ui/modal';
import { useWithdrawApplication } from '@/entities/applications/withdraw-application';
import { getErrorMessage } from '@/lib/api-client';

type WithdrawApplicationDialogProps = DialogOpenProps & { application: Application | null };

export function WithdrawApplicationDialog({ application, ...dialog }: WithdrawApplicationDialogProps) {
  const { showSuccess, showError } = useAlerts();
  const withdraw = useWithdrawApplication();

  async function confirm() {
    if (!application) return;
    try {
      const result = await withdraw.mutateAsync(application.id);
      showSuccess(result.message);
      dialog.onOpenChange(false);
    } catch (error) {
      showError(getErrorMessage(error, { useDetail: true }));
    }
  }

  return (
    <Modal
      {...dialog}
      title={`Withdraw your application to ${application?.market.name ?? 'this market'}?`}
      subtitle="The manager will no longer see it. You can apply again later."
      confirmText="Withdraw"
      confirmVariant="destructive"
      loading={withdraw.isPending}
      onConfirm={confirm}
      size="sm"
    />
  );
}
