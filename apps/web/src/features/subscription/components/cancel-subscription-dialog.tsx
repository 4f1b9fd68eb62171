import { ConfirmActionDialog } from '@/components/ui/confirm-action-dialog';
import type { DialogOpenProps } from '@/components/ui/dialog-open-props';
import { useCancelSubscription } from '@/entities/subscription/cancel-subscription';
import type { SubscriptionInCents } from '@/entities/subscription/subscription-money';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { displayDate } from './subscription-text';

type CancelSubscriptionDialogProps = DialogOpenProps & { subscription: SubscriptionInCents };

export function CancelSubscriptionDialog({ subscription, ...dialog }: CancelSubscriptionDialogProps) {
  const t = useMessages(en);
  const cancel = useCancelSubscription();
  const until = subscription.renewal_date ?? subscription.ends_at ?? subscription.current_period_end;

  return (
    <ConfirmActionDialog
      {...dialog}
      title={t('cancelTitle')}
      description={t('staysActiveUntil', { plan: subscription.plan_name, date: displayDate(until) })}
      confirmText={t('cancelSubscription')}
      cancelText={t('keepSubscription')}
      confirmVariant="destructive"
      mutation={cancel}
      variables={undefined}
    >
      <p className="text-sm">{t('cancelExplanation', { date: displayDate(until) })}</p>
    </ConfirmActionDialog>
  );
}
