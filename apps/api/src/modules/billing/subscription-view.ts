import {
  type BillingInvoice,
  type BillingPlan,
  billWithCredit,
  centsToDollars,
  effectiveStatus,
  type ProrationPreview,
  planGroup,
  type Subscription,
} from '@marketday/shared';
import type { PlanRow } from './billing.repository';
import type { PlanChangePreview, SubscriptionState } from './billing-provider';
import { RUNNING_STATUSES } from './local-renewal';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

export function toBillingPlan(row: PlanRow): BillingPlan {
  return {
    plan: row.plan,
    name: row.name,
    description: row.description,
    group: planGroup(row.plan),
    amount: centsToDollars(row.amountCents),
    max_vendors: row.maxVendors,
  };
}

// docs/product.md §3 Subscription, with the status as of now (docs/product.md §6) and what the next bill will be.
export function toSubscription({
  state,
  plan,
  activeVendors,
  now,
}: {
  state: SubscriptionState;
  plan: PlanRow | undefined;
  activeVendors: number;
  now: Date;
}): Subscription {
  const { row, nextPriceCents } = state;
  const status = effectiveStatus(row, now);
  const running = RUNNING_STATUSES.includes(status);
  // A trial nobody subscribed to just ends; so does a cancelled period.
  const unusedTrial = status === 'trialing' && !row.customerRef;
  const willBill = running && !row.cancelAtPeriodEnd && !unusedTrial;
  const periodEnd = status === 'trialing' ? (row.trialEnd ?? row.currentPeriodEnd) : row.currentPeriodEnd;
  const next = billWithCredit({ amountCents: nextPriceCents, creditBalanceCents: row.creditCents });
  return {
    plan: row.plan,
    plan_name: plan?.name ?? row.plan,
    status,
    renewal_date: willBill ? iso(periodEnd) : null,
    ends_at: running && !willBill ? iso(periodEnd) : null,
    trial_end: iso(row.trialEnd),
    current_period_start: row.currentPeriodStart.toISOString(),
    current_period_end: row.currentPeriodEnd.toISOString(),
    cancel_at_period_end: row.cancelAtPeriodEnd,
    active_vendors_count: activeVendors,
    max_vendors: plan?.maxVendors ?? null,
    amount_due_next_billing: willBill ? centsToDollars(next.amountDueCents) : 0,
    customer_credit_balance: centsToDollars(row.creditCents),
    provider: row.provider,
  };
}

export function toProrationPreview(preview: PlanChangePreview, planName: string): ProrationPreview {
  return {
    kind: preview.kind,
    plan: preview.plan,
    plan_name: planName,
    amount_due_now: centsToDollars(preview.amountDueNowCents),
    credit: centsToDollars(preview.creditCents),
    credit_applied: centsToDollars(preview.creditAppliedCents),
    customer_credit_balance: centsToDollars(preview.creditBalanceAfterCents),
    new_monthly_price: centsToDollars(preview.newMonthlyCents),
    period_end: preview.periodEnd.toISOString(),
    trial_end: iso(preview.trialEnd),
    lines: preview.lines.map((line) => ({
      description: line.description,
      amount: centsToDollars(line.amountCents),
      period_start: line.periodStart.toISOString(),
      period_end: line.periodEnd.toISOString(),
    })),
  };
}

export function toBillingInvoice(
  row: {
    id: string;
    plan: PlanRow['plan'];
    description: string;
    amountCents: number;
    periodStart: Date;
    periodEnd: Date;
    status: string;
    createdAt: Date;
  },
  plans: Map<PlanRow['plan'], PlanRow>,
): BillingInvoice {
  return {
    id: row.id,
    plan: row.plan,
    plan_name: plans.get(row.plan)?.name ?? row.plan,
    description: row.description,
    amount: centsToDollars(row.amountCents),
    period_start: row.periodStart.toISOString(),
    period_end: row.periodEnd.toISOString(),
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}
