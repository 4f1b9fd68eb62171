import { SUBSCRIPTION_STATUS_LABELS, type SubscriptionStatus } from '@marketday/shared';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import type { SubscriptionInCents } from '@/entities/subscription/subscription-money';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

const VARIANTS: Record<SubscriptionStatus, BadgeProps['variant']> = {
  trialing: 'secondary',
  active: 'success',
  past_due: 'warning',
  incomplete: 'warning',
  incomplete_expired: 'destructive',
  canceled: 'destructive',
  unpaid: 'destructive',
  paused: 'outline',
};

// The label carries the meaning; colour only repeats it.
export function SubscriptionStatusBadge({
  subscription,
}: {
  subscription: Pick<SubscriptionInCents, 'status' | 'cancel_at_period_end' | 'ends_at'>;
}) {
  const t = useMessages(en);
  const cancelling = subscription.cancel_at_period_end && subscription.ends_at !== null;
  return (
    <span className="flex flex-wrap gap-1.5">
      <Badge variant={VARIANTS[subscription.status]} className="text-sm">
        {sayShared(SUBSCRIPTION_STATUS_LABELS[subscription.status])}
      </Badge>
      {cancelling && (
        <Badge variant="warning" className="text-sm">
          {t('cancelling')}
        </Badge>
      )}
    </span>
  );
}
