import type { Subscription } from '@marketday/shared';
import { useAlerts } from '@/components/ui/alerts-provider';
import { Modal } from '@/components/ui/modal';
import { getErrorMessage } from '@/lib/api-client';
import { useCancelSubscription } from '../api/cancel-subscription';
import { displayDate } from './subscription-text';

type CancelSubscriptionDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  subscription: Subscription;
};

export function CancelSubscriptionDialog({
  open,
  onOpenChange,
  subscription,
}: CancelSubscriptionDialogProps) {
  const { showSuccess, showError } = useAlerts();
  const cancel = useCancelSubscription();
  const until = subscription.renewal_date ?? subscription.ends_at ?? subscription.current_period_end;

  async function confirm() {
    try {
      const result = await cancel.mutateAsync();
      showSuccess(result.message);
      onOpenChange(false);
    } catch (error) {
      showError(getErrorMessage(error, { useDetail: true }));
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="Cancel subscription?"
      subtitle={`${subscription.plan_name} stays active until ${displayDate(until)}.`}
      confirmText="Cancel subscription"
      cancelText="Keep subscription"
      confirmVariant="destructive"
      loading={cancel.isPending}
      onConfirm={confirm}
    >
      <p className="text-sm">
        Nothing more is billed. After {displayDate(until)} only this Account page is available; your markets,
        vendors and records are kept, and choosing a plan again opens them right away.
      </p>
    </Modal>
  );
}
