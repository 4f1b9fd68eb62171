import type { PlanTier, Role, SubscriptionStatus } from './enums';

// Ordered lowest to highest: a user meets a level when theirs is at least as high (docs/product.md §4).
export const ACCESS_LEVELS = ['ACCOUNT_ONLY', 'OFF_SEASON', 'FULL'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

export function accessRank(level: AccessLevel | null | undefined): number {
  // Missing access counts as ACCOUNT_ONLY.
  return ACCESS_LEVELS.indexOf(level ?? 'ACCOUNT_ONLY');
}

export function meetsAccess({
  have,
  need,
}: {
  have: AccessLevel | null | undefined;
  need: AccessLevel | null | undefined;
}): boolean {
  if (!need) return true;
  return accessRank(have) >= accessRank(need);
}

// Why the API refused a request for the plan's access level (403), so the answer says what the plan allows
// rather than only "forbidden" (issue 28, item 12). Staff work under their employer's plan.
export function accessRefusalMessage({
  have,
  isStaff,
}: {
  have: AccessLevel | null | undefined;
  isStaff: boolean;
}) {
  const whose = isStaff ? "Your market manager's plan" : 'Your plan';
  if (have === 'OFF_SEASON')
    return `${whose} is in its off-season mode: markets, vendors, transactions and reports can be read, but this needs a full plan.`;
  return isStaff
    ? "Your market manager's subscription is not active, so your staff account is paused."
    : 'Your subscription is not active: only your account is available. Choose a plan on your Account page.';
}

export type SubscriptionLike =
  | {
      status: SubscriptionStatus;
      plan: PlanTier;
      trialEnd?: Date | null | undefined;
      // A billing customer: the manager subscribed, so their trial rolls into a paid period instead of lapsing.
      customerRef?: string | null | undefined;
      cancelAtPeriodEnd?: boolean | null | undefined;
      currentPeriodEnd?: Date | null | undefined;
    }
  | null
  | undefined;

const RUNNING_STATUSES: readonly SubscriptionStatus[] = ['trialing', 'active', 'past_due'];

// The status as of `now`, without waiting for the renewal job to write it: a cancelled subscription ends at
// its period end, and a trial that ran out without a subscription counts as expired.
export function effectiveStatus(subscription: NonNullable<SubscriptionLike>, now: Date): SubscriptionStatus {
  const { status, trialEnd, customerRef, cancelAtPeriodEnd, currentPeriodEnd } = subscription;
  if (cancelAtPeriodEnd && currentPeriodEnd && currentPeriodEnd <= now && RUNNING_STATUSES.includes(status)) {
    return 'canceled';
  }
  if (status === 'trialing' && trialEnd && trialEnd <= now) {
    return customerRef ? 'active' : 'incomplete_expired';
  }
  return status;
}

// docs/product.md §6: vendors and admins are FULL; managers follow their subscription.
export function accessForSubscription(subscription: SubscriptionLike, now = new Date()): AccessLevel {
  if (!subscription) return 'ACCOUNT_ONLY';
  switch (effectiveStatus(subscription, now)) {
    case 'trialing':
    case 'active':
      return subscription.plan === 'seasonal_off_season' ? 'OFF_SEASON' : 'FULL';
    case 'past_due':
      return 'OFF_SEASON';
    default:
      return 'ACCOUNT_ONLY';
  }
}

export function accessForUser({
  role,
  subscription,
  now = new Date(),
}: {
  role: Role;
  subscription: SubscriptionLike;
  now?: Date;
}): AccessLevel {
  // Staff work under their employer's subscription: a lapsed employer lapses them too.
  if (role === 'MARKET_MANAGER' || role === 'MARKET_STAFF') return accessForSubscription(subscription, now);
  if (role === 'VENDOR' || role === 'ADMIN') return 'FULL';
  return 'ACCOUNT_ONLY';
}
