import { z } from 'zod';
import { PLAN_TIERS, type PlanTier, type SubscriptionStatus } from './enums';

// Spec §8 success messages, and the answers for what the spec leaves open.
export const SUBSCRIPTION_MESSAGES = {
  created: 'Subscription created successfully.',
  cancelled: 'Subscription cancelled successfully.',
  invalidPlan: 'Choose one of the plans.',
  samePlan: 'You are already on this plan.',
  nothingToCancel: 'There is no active subscription to cancel.',
  startDateOnlyInTrial: 'A start date can only be chosen during your free trial.',
  startDateRange: 'The start date must be after today and no later than the end of your trial.',
  noBillingAccount: 'Choose a plan first: there is no billing account yet.',
} as const;

export const PLAN_GROUPS = ['year_round', 'seasonal', 'off_season'] as const;
export type PlanGroup = (typeof PLAN_GROUPS)[number];

export const PLAN_GROUP_LABELS: Record<PlanGroup, string> = {
  year_round: 'Year-round',
  seasonal: 'Seasonal',
  off_season: 'Off-season',
};

export function planGroup(plan: PlanTier): PlanGroup {
  if (plan === 'seasonal_off_season') return 'off_season';
  return plan.startsWith('year_round') ? 'year_round' : 'seasonal';
}

export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  trialing: 'Free trial',
  active: 'Active',
  incomplete: 'Payment needed',
  incomplete_expired: 'Trial ended',
  past_due: 'Past due',
  canceled: 'Canceled',
  unpaid: 'Unpaid',
  paused: 'Paused',
};

const planSchema = z.enum(PLAN_TIERS, { message: SUBSCRIPTION_MESSAGES.invalidPlan });

// start_ts: Unix seconds when paid billing starts; until then the free trial goes on.
const startTsSchema = z.coerce.number().int().positive().optional();

export const ProrationPreviewQuerySchema = z.object({ plan: planSchema, start_ts: startTsSchema });
export type ProrationPreviewQuery = z.infer<typeof ProrationPreviewQuerySchema>;

export const CreateSubscriptionInputSchema = z.object({
  plan: planSchema,
  start_ts: z.number().int().positive().nullish(),
});
export type CreateSubscriptionInput = z.infer<typeof CreateSubscriptionInputSchema>;

export const PortalQuerySchema = z.object({
  payment_only: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

// Amounts in dollars with two decimals, dates as ISO instants (DESIGN.md §3).
export type BillingPlan = {
  plan: PlanTier;
  name: string;
  description: string;
  group: PlanGroup;
  amount: number;
  max_vendors: number | null;
};

export type Subscription = {
  plan: PlanTier;
  plan_name: string;
  status: SubscriptionStatus;
  // The next bill, or null when no bill is coming (cancelled, ended, or a trial nobody subscribed to).
  renewal_date: string | null;
  // When access ends without a further bill: a cancelled period's end, or the end of an unused trial.
  ends_at: string | null;
  trial_end: string | null;
  current_period_start: string;
  current_period_end: string;
  cancel_at_period_end: boolean;
  active_vendors_count: number;
  max_vendors: number | null;
  amount_due_next_billing: number;
  customer_credit_balance: number;
  provider: string;
};

export type SubscriptionDetails = { subscription: Subscription | null; plans: BillingPlan[] };

export type ProrationLine = {
  description: string;
  amount: number;
  period_start: string;
  period_end: string;
};

export type ProrationPreviewKind = 'change' | 'new' | 'trial' | 'resume';

export type ProrationPreview = {
  kind: ProrationPreviewKind;
  plan: PlanTier;
  plan_name: string;
  amount_due_now: number;
  // Unused time on the current plan, given back.
  credit: number;
  // Taken from the credit balance already on the account.
  credit_applied: number;
  customer_credit_balance: number;
  new_monthly_price: number;
  // End of the period today's amount pays for; the next bill comes then.
  period_end: string;
  trial_end: string | null;
  lines: ProrationLine[];
};

export type BillingInvoice = {
  id: string;
  plan: PlanTier;
  plan_name: string;
  description: string;
  amount: number;
  period_start: string;
  period_end: string;
  status: string;
  created_at: string;
};

export type PortalSession = { url: string };
