import { type Cents, formatCents, formatDisplayDate, type SubscriptionStatus } from '@marketday/shared';
import type { SubscriptionInCents } from '@/entities/subscription/subscription-money';

// Instants from the API shown as the manager's local calendar date, MM/dd/yyyy (docs/product.md §9).
export function displayDate(iso: string): string {
  return formatDisplayDate(new Date(iso));
}

export const RUNNING: readonly SubscriptionStatus[] = ['trialing', 'active', 'past_due'];

export function isRunning(subscription: SubscriptionInCents | null): subscription is SubscriptionInCents {
  return subscription !== null && RUNNING.includes(subscription.status);
}

// One line saying what happens next with the subscription.
export function renewalSummary(subscription: SubscriptionInCents | null): string {
  if (!isRunning(subscription)) return 'No active plan. Choose a plan to open your markets again.';
  const { renewal_date, ends_at, status, cancel_at_period_end } = subscription;
  if (cancel_at_period_end && ends_at) return `Ends on ${displayDate(ends_at)}`;
  if (status === 'trialing' && renewal_date)
    return `Free trial until ${displayDate(renewal_date)}, then billed monthly`;
  if (renewal_date) return `Renews on ${displayDate(renewal_date)}`;
  if (ends_at) return `Free trial ends on ${displayDate(ends_at)}. Choose a plan to keep your markets open.`;
  return '';
}

export function vendorUsage({ active_vendors_count, max_vendors }: SubscriptionInCents): string {
  return max_vendors === null
    ? `${active_vendors_count} (no limit)`
    : `${active_vendors_count} of ${max_vendors}`;
}

export function monthly(amountCents: Cents): string {
  return `${formatCents(amountCents)} / month`;
}
