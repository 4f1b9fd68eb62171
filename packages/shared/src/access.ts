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

export type SubscriptionLike = { status: SubscriptionStatus; plan: PlanTier } | null | undefined;

// DESIGN.md §2: vendors and admins are FULL; managers follow their subscription.
export function accessForSubscription(subscription: SubscriptionLike): AccessLevel {
  if (!subscription) return 'ACCOUNT_ONLY';
  switch (subscription.status) {
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
}: {
  role: Role;
  subscription: SubscriptionLike;
}): AccessLevel {
  if (role === 'MARKET_MANAGER') return accessForSubscription(subscription);
  if (role === 'VENDOR' || role === 'ADMIN') return 'FULL';
  return 'ACCOUNT_ONLY';
}
