import type { Application } from '@marketday/shared';
import { useAlerts } from '@/components/ui/alerts-provider';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { Modal } from '@/components/ui/modal';
import { useWithdrawApplication } from '@/entities/applications/withdraw-application';
import { getErrorMessage } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../../locales/en.json';

type WithdrawApplicationDialogProps = DialogOpenProps & { application: Application | null };

export function WithdrawApplicationDialog({ application, ...dialog }: WithdrawApplicationDialogProps) {
  const t = useMessages(en);
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
      title={
        application ? t('withdrawTitle', { market: application.market.name }) : t('withdrawTitleThisMarket')
      }
      subtitle={t('withdrawSubtitle')}
      confirmText={t('withdraw')}
      confirmVariant="destructive"
      loading={withdraw.isPending}
      onConfirm={confirm}
      size="sm"
    />
  );
}
