import { formatCents } from '@marketday/shared';
import type { SubscriptionInCents } from '@/entities/subscription/subscription-money';
import { useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
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
  const t = useMessages(en);
  return (
    <dl className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-3">
      <Fact label={t('activeVendors')} value={vendorUsage(subscription)} />
      <Fact label={t('amountDueNext')} value={formatCents(subscription.amount_due_next_billing_cents)} />
      <Fact label={t('creditBalance')} value={formatCents(subscription.customer_credit_balance_cents)} />
    </dl>
  );
}
