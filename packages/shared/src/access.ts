import type { PlanTier, Role, SubscriptionStatus } from './enums';

// Ordered lowest to highest: a user meets a level when theirs is at least as high (spec §4).
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

export type SubscriptionLike =
  | { status: SubscriptionStatus; plan: PlanTier; trialEnd?: Date | null | undefined }
  | null
  | undefined;

// A trial that ran out without a payment method counts as expired, whatever the stored status says.
export function effectiveStatus(subscription: NonNullable<SubscriptionLike>, now: Date): SubscriptionStatus {
  if (subscription.status === 'trialing' && subscription.trialEnd && subscription.trialEnd <= now) {
    return 'incomplete_expired';
  }
  return subscription.status;
}

// DESIGN.md §2: vendors and admins are FULL; managers follow their subscription.
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
  if (role === 'MARKET_MANAGER') return accessForSubscription(subscription, now);
  if (role === 'VENDOR' || role === 'ADMIN') return 'FULL';
  return 'ACCOUNT_ONLY';
}
