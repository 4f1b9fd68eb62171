import { PLAN_TIERS, type PlanTier, type SubscriptionStatus } from '@marketday/shared';
import type Stripe from 'stripe';
import type { NewSubscription } from './billing.repository';
import type { PlanChangePreview, PreviewLine } from './billing-provider';

export const fromUnix = (seconds: number) => new Date(seconds * 1000);
export const toUnix = (date: Date) => Math.floor(date.getTime() / 1000);

function isPlan(value: unknown): value is PlanTier {
  return typeof value === 'string' && (PLAN_TIERS as readonly string[]).includes(value);
}

export function customerId(subscription: Stripe.Subscription): string {
  return typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
}

// Which of our plans a Stripe subscription is on: our metadata, then the configured price, then its lookup key.
export function planOfSubscription(
  subscription: Stripe.Subscription,
  planByPrice: Map<string, PlanTier>,
  fallback: PlanTier,
): PlanTier {
  const price = subscription.items.data[0]?.price;
  const candidates = [subscription.metadata?.plan, price && planByPrice.get(price.id), price?.lookup_key];
  return candidates.find(isPlan) ?? fallback;
}

// Our row mirrors what Stripe answered; Stripe keeps a customer's credit as a negative balance.
export function rowFromSubscription(
  subscription: Stripe.Subscription,
  plan: PlanTier,
  previousCreditCents: number,
): NewSubscription {
  const item = subscription.items.data[0];
  const customer = typeof subscription.customer === 'string' ? null : subscription.customer;
  const balance = customer && !('deleted' in customer && customer.deleted) ? customer.balance : null;
  const start = item?.current_period_start ?? subscription.start_date;
  return {
    plan,
    status: subscription.status as SubscriptionStatus,
    provider: 'stripe',
    providerRef: subscription.id,
    customerRef: customerId(subscription),
    trialEnd: subscription.trial_end ? fromUnix(subscription.trial_end) : null,
    currentPeriodStart: fromUnix(start),
    currentPeriodEnd: fromUnix(item?.current_period_end ?? start),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    canceledAt: subscription.canceled_at ? fromUnix(subscription.canceled_at) : null,
    creditCents: balance === null ? previousCreditCents : Math.max(0, -balance),
  };
}

// A Stripe invoice preview in the shape of our own preview.
export function previewFromInvoice({
  invoice,
  kind,
  plan,
  newMonthlyCents,
  periodEnd,
  trialEnd,
}: {
  invoice: Stripe.Invoice;
  kind: PlanChangePreview['kind'];
  plan: PlanTier;
  newMonthlyCents: number;
  periodEnd: Date;
  trialEnd: Date | null;
}): PlanChangePreview {
  const lines: PreviewLine[] = invoice.lines.data.map((line) => ({
    description: line.description ?? '',
    amountCents: line.amount,
    periodStart: fromUnix(line.period.start),
    periodEnd: fromUnix(line.period.end),
  }));
  const creditCents = lines.reduce((sum, line) => sum + Math.max(0, -line.amountCents), 0);
  const startingCredit = Math.max(0, -(invoice.starting_balance ?? 0));
  // A trial preview shows the first bill, which is not due now.
  const total = trialEnd ? 0 : invoice.total;
  const creditAppliedCents = Math.min(Math.max(total, 0), startingCredit);
  return {
    kind,
    plan,
    amountDueNowCents: trialEnd ? 0 : invoice.amount_due,
    creditCents,
    creditAppliedCents,
    creditBalanceAfterCents: startingCredit - creditAppliedCents + Math.max(0, -total),
    newMonthlyCents,
    periodEnd,
    trialEnd,
    lines,
  };
}
