import { formatCents } from '@marketday/shared';
import type { SubscriptionInCents } from '@/entities/subscription/subscription-money';
import { vendorUsage } from './subscription-text';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-0.5 rounded-lg border bg-muted/30 px-3 py-2">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="font-semibold text-base tabular-nums">{value}</dd>
    </div>
  );
}

export function SubscriptionFacts({ subscription }: { subscription: SubscriptionInCents }) {
  return (
    <dl className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-3">
      <Fact label="Active vendors" value={vendorUsage(subscription)} />
      <Fact label="Amount due next billing" value={formatCents(subscription.amount_due_next_billing_cents)} />
      <Fact label="Credit balance" value={formatCents(subscription.customer_credit_balance_cents)} />
    </dl>
  );
}
