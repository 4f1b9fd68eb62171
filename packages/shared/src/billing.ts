import { z } from 'zod';
import { PLAN_TIERS, type PlanTier, SUBSCRIPTION_STATUSES } from './enums';
import { labelledEnum } from './labelled-enum';
import { withMessage } from './responses';

// docs/product.md §8 success messages, and the answers for what the spec leaves open.
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

export const [PLAN_GROUPS, PLAN_GROUP_LABELS] = labelledEnum({
  year_round: 'Year-round',
  seasonal: 'Seasonal',
  off_season: 'Off-season',
});
export type PlanGroup = (typeof PLAN_GROUPS)[number];

export function planGroup(plan: PlanTier): PlanGroup {
  if (plan === 'seasonal_off_season') return 'off_season';
  return plan.startsWith('year_round') ? 'year_round' : 'seasonal';
}

const planSchema = z.enum(PLAN_TIERS, { message: SUBSCRIPTION_MESSAGES.invalidPlan });

// start_ts: Unix seconds when paid billing starts; until then the free trial goes on. Bounded by the last second of
// year 9999, so every accepted value is a date (a larger one made an invalid Date and a 500); the billing service
// then keeps it within the trial.
const LATEST_START_TS = 253_402_300_799;
const startTs = (number: z.ZodNumber) =>
  number
    .int(SUBSCRIPTION_MESSAGES.startDateRange)
    .positive(SUBSCRIPTION_MESSAGES.startDateRange)
    .max(LATEST_START_TS, SUBSCRIPTION_MESSAGES.startDateRange);

export const ProrationPreviewQuerySchema = z.object({
  plan: planSchema,
  start_ts: startTs(z.coerce.number({ message: SUBSCRIPTION_MESSAGES.startDateRange })).optional(),
});

export const CreateSubscriptionInputSchema = z.object({
  plan: planSchema,
  start_ts: startTs(z.number({ message: SUBSCRIPTION_MESSAGES.startDateRange })).nullish(),
});
export type CreateSubscriptionInput = z.infer<typeof CreateSubscriptionInputSchema>;

export const PortalQuerySchema = z.object({
  payment_only: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

// What the API answers with (docs/api-contracts.md). Amounts in dollars with two decimals, dates as ISO
// instants (docs/product.md §10).
export const BillingPlanSchema = z.object({
  plan: z.enum(PLAN_TIERS),
  name: z.string(),
  description: z.string(),
  group: z.enum(PLAN_GROUPS),
  amount: z.number(),
  max_vendors: z.number().int().nullable(),
});
export type BillingPlan = z.infer<typeof BillingPlanSchema>;

export const SubscriptionSchema = z.object({
  plan: z.enum(PLAN_TIERS),
  plan_name: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  // The next bill, or null when no bill is coming (cancelled, ended, or a trial nobody subscribed to).
  renewal_date: z.string().nullable(),
  // When access ends without a further bill: a cancelled period's end, or the end of an unused trial.
  ends_at: z.string().nullable(),
  trial_end: z.string().nullable(),
  current_period_start: z.string(),
  current_period_end: z.string(),
  cancel_at_period_end: z.boolean(),
  active_vendors_count: z.number().int(),
  max_vendors: z.number().int().nullable(),
  amount_due_next_billing: z.number(),
  customer_credit_balance: z.number(),
  provider: z.string(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

export const SubscriptionDetailsSchema = z.object({
  subscription: SubscriptionSchema.nullable(),
  plans: z.array(BillingPlanSchema),
});
export type SubscriptionDetails = z.infer<typeof SubscriptionDetailsSchema>;

/** The answer to choosing or cancelling a plan: the subscription as it is now. */
export const SubscriptionResultSchema = withMessage(SubscriptionDetailsSchema);
export type SubscriptionResult = z.infer<typeof SubscriptionResultSchema>;

export const ProrationLineSchema = z.object({
  description: z.string(),
  amount: z.number(),
  period_start: z.string(),
  period_end: z.string(),
});

export const PRORATION_PREVIEW_KINDS = ['change', 'new', 'trial', 'resume'] as const;
export type ProrationPreviewKind = (typeof PRORATION_PREVIEW_KINDS)[number];

export const ProrationPreviewSchema = z.object({
  kind: z.enum(PRORATION_PREVIEW_KINDS),
  plan: z.enum(PLAN_TIERS),
  plan_name: z.string(),
  amount_due_now: z.number(),
  // Unused time on the current plan, given back.
  credit: z.number(),
  // Taken from the credit balance already on the account.
  credit_applied: z.number(),
  customer_credit_balance: z.number(),
  new_monthly_price: z.number(),
  // End of the period today's amount pays for; the next bill comes then.
  period_end: z.string(),
  trial_end: z.string().nullable(),
  lines: z.array(ProrationLineSchema),
});
export type ProrationPreview = z.infer<typeof ProrationPreviewSchema>;

export const BillingInvoiceSchema = z.object({
  id: z.string(),
  plan: z.enum(PLAN_TIERS),
  plan_name: z.string(),
  description: z.string(),
  amount: z.number(),
  period_start: z.string(),
  period_end: z.string(),
  status: z.string(),
  created_at: z.string(),
});
export type BillingInvoice = z.infer<typeof BillingInvoiceSchema>;

export const PortalSessionSchema = z.object({ url: z.string() });
export type PortalSession = z.infer<typeof PortalSessionSchema>;
