import { type Cents, formatCents, type SubscriptionStatus } from '@marketday/shared';
import type { SubscriptionInCents } from '@/entities/subscription/subscription-money';
import { displayDayOf } from '@/lib/i18n/dates';
import { messagesOf } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

// Said when called, in the language shown.
const t = messagesOf(en);

// Instants from the API shown as the manager's local calendar date: MM/dd/yyyy in English (docs/product.md §9).
export function displayDate(iso: string): string {
  return displayDayOf(iso);
}

export const RUNNING: readonly SubscriptionStatus[] = ['trialing', 'active', 'past_due'];

export function isRunning(subscription: SubscriptionInCents | null): subscription is SubscriptionInCents {
  return subscription !== null && RUNNING.includes(subscription.status);
}

// One line saying what happens next with the subscription.
export function renewalSummary(subscription: SubscriptionInCents | null): string {
  if (!isRunning(subscription)) return t('noActivePlan');
  const { renewal_date, ends_at, status, cancel_at_period_end } = subscription;
  if (cancel_at_period_end && ends_at) return t('endsOn', { date: displayDate(ends_at) });
  if (status === 'trialing' && renewal_date)
    return t('trialThenMonthly', { date: displayDate(renewal_date) });
  if (renewal_date) return t('renewsOn', { date: displayDate(renewal_date) });
  if (ends_at) return t('trialEndsOn', { date: displayDate(ends_at) });
  return '';
}

export function vendorUsage({ active_vendors_count, max_vendors }: SubscriptionInCents): string {
  return max_vendors === null
    ? t('vendorsNoLimit', { count: active_vendors_count })
    : t('vendorsOf', { count: active_vendors_count, max: max_vendors });
}

export function monthly(amountCents: Cents): string {
  return t('perMonth', { amount: formatCents(amountCents) });
}
