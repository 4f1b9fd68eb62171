import { ConfirmActionDialog } from '@/components/ui/confirm-action-dialog';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { useCancelSubscription } from '@/entities/subscription/cancel-subscription';
import type { SubscriptionInCents } from '@/entities/subscription/subscription-money';
import { displayDate } from './subscription-text';

type CancelSubscriptionDialogProps = DialogOpenProps & { subscription: SubscriptionInCents };

export function CancelSubscriptionDialog({ subscription, ...dialog }: CancelSubscriptionDialogProps) {
  const cancel = useCancelSubscription();
  const until = subscription.renewal_date ?? subscription.ends_at ?? subscription.current_period_end;

  return (
    <ConfirmActionDialog
      {...dialog}
      title="Cancel subscription?"
      description={`${subscription.plan_name} stays active until ${displayDate(until)}.`}
      confirmText="Cancel subscription"
      cancelText="Keep subscription"
      confirmVariant="destructive"
      mutation={cancel}
      variables={undefined}
    >
      <p className="text-sm">
        Nothing more is billed. After {displayDate(until)} only this Account page is available; your markets,
        vendors and records are kept, and choosing a plan again opens them right away.
      </p>
    </ConfirmActionDialog>
  );
}
