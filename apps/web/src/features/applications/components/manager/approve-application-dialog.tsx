import type { Application, ManagedApplication } from '@marketday/shared';
import { useAlerts } from '@/components/ui/alerts-provider';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { Modal } from '@/components/ui/modal';
import { useApproveApplication } from '@/entities/applications/approve-application';
import { getErrorMessage } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../../locales/en.json';

type ApproveApplicationDialogProps = DialogOpenProps & {
  application: Application;
  /** Once approved, with the application as it is now (the page offers to set the vendor's dates). */
  onApproved?: (application: ManagedApplication) => void;
};

export function ApproveApplicationDialog({
  application,
  onApproved,
  ...dialog
}: ApproveApplicationDialogProps) {
  const t = useMessages(en);
  const { showSuccess, showError } = useAlerts();
  const approve = useApproveApplication();

  async function confirm() {
    try {
      const result = await approve.mutateAsync(application.id);
      showSuccess(result.message);
      dialog.onOpenChange(false);
      onApproved?.(result.data);
    } catch (error) {
      showError(getErrorMessage(error, { useDetail: true }));
      dialog.onOpenChange(false);
    }
  }

  return (
    <Modal
      {...dialog}
      title={t('approveTitle', { vendor: application.vendor.business_name })}
      subtitle={t('approveSubtitle', { market: application.market.name })}
      confirmText={t('approve')}
      loading={approve.isPending}
      onConfirm={confirm}
      size="sm"
    />
  );
}
