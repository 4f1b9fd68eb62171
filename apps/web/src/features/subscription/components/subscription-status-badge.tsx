import { SUBSCRIPTION_STATUS_LABELS, type Subscription } from '@marketday/shared';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const VARIANTS: Record<Subscription['status'], BadgeProps['variant']> = {
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
export function SubscriptionStatusBadge({ subscription }: { subscription: Subscription }) {
  const cancelling = subscription.cancel_at_period_end && subscription.ends_at !== null;
  return (
    <span className="flex flex-wrap gap-1.5">
      <Badge variant={VARIANTS[subscription.status]} className="text-sm">
        {SUBSCRIPTION_STATUS_LABELS[subscription.status]}
      </Badge>
      {cancelling && (
        <Badge variant="warning" className="text-sm">
          Cancelling
        </Badge>
      )}
    </span>
  );
}
