import { formatDollars, type Subscription } from '@marketday/shared';
import { vendorUsage } from './subscription-text';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-0.5 rounded-lg border bg-muted/30 px-3 py-2">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="font-semibold text-base tabular-nums">{value}</dd>
    </div>
  );
}

export function SubscriptionFacts({ subscription }: { subscription: Subscription }) {
  return (
    <dl className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-3">
      <Fact label="Active vendors" value={vendorUsage(subscription)} />
      <Fact label="Amount due next billing" value={formatDollars(subscription.amount_due_next_billing)} />
      <Fact label="Credit balance" value={formatDollars(subscription.customer_credit_balance)} />
    </dl>
  );
}
