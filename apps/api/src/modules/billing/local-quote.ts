import {
  addMonthsUtc,
  billWithCredit,
  effectiveStatus,
  type PlanTier,
  prorationForPlanChange,
  SUBSCRIPTION_MESSAGES,
  type SubscriptionStatus,
} from '@marketday/shared';
import { badRequest, conflict } from '../../lib/http-errors';
import { type PlanRow, requirePlan, type SubscriptionRow } from './billing.repository';
import type { PlanChangePreview, PreviewLine } from './billing-provider';

export type QuoteSubscription = Pick<
  SubscriptionRow,
  | 'plan'
  | 'status'
  | 'trialEnd'
  | 'customerRef'
  | 'cancelAtPeriodEnd'
  | 'currentPeriodStart'
  | 'currentPeriodEnd'
  | 'creditCents'
>;

// What the plan change makes of the subscription row, and the bill it writes.
export type LocalQuote = PlanChangePreview & {
  next: { status: SubscriptionStatus; periodStart: Date; periodEnd: Date; trialEnd: Date | null };
  invoice: { description: string; amountCents: number; periodStart: Date; periodEnd: Date } | null;
};

// A start date only postpones billing within the free trial: it can never lengthen the trial.
export function checkStartAt({
  startAt,
  trialEnd,
  now,
}: {
  startAt: Date;
  trialEnd: Date | null;
  now: Date;
}) {
  if (!trialEnd) throw badRequest(SUBSCRIPTION_MESSAGES.startDateOnlyInTrial);
  if (startAt <= now || startAt > trialEnd) throw badRequest(SUBSCRIPTION_MESSAGES.startDateRange);
}

type QuoteInput = {
  current: QuoteSubscription | null;
  plans: Map<PlanTier, PlanRow>;
  plan: PlanTier;
  now: Date;
  startAt?: Date | undefined;
};

// The local provider's rules (docs/decisions/012-billing-and-subscriptions.md): during a trial a plan can start when the trial
// ends (start date) or today; a running paid plan changes at once, prorated by the days left; anything else
// starts a new monthly period today. One function serves both the preview and the change, so they agree.
export function quotePlanChange({ current, plans, plan, now, startAt }: QuoteInput): LocalQuote {
  const target = requirePlan(plans, plan);
  const creditBalance = current?.creditCents ?? 0;
  const status = current ? effectiveStatus(current, now) : null;
  const trialEnd = status === 'trialing' ? current?.trialEnd : null;

  if (startAt) {
    if (!current || !trialEnd) throw badRequest(SUBSCRIPTION_MESSAGES.startDateOnlyInTrial);
    checkStartAt({ startAt, trialEnd, now });
    const unchanged =
      current.plan === plan && current.customerRef && !current.cancelAtPeriodEnd && +startAt === +trialEnd;
    if (unchanged) throw conflict(SUBSCRIPTION_MESSAGES.samePlan);
    return {
      kind: 'trial',
      plan,
      amountDueNowCents: 0,
      creditCents: 0,
      creditAppliedCents: 0,
      creditBalanceAfterCents: creditBalance,
      newMonthlyCents: target.amountCents,
      periodEnd: startAt,
      trialEnd: startAt,
      lines: [
        {
          description: 'Free trial until billing starts',
          amountCents: 0,
          periodStart: now,
          periodEnd: startAt,
        },
      ],
      next: {
        status: 'trialing',
        periodStart: current.currentPeriodStart,
        periodEnd: startAt,
        trialEnd: startAt,
      },
      invoice: null,
    };
  }

  if (current && (status === 'active' || status === 'past_due')) {
    const periodStart = current.currentPeriodStart;
    const periodEnd = current.currentPeriodEnd;
    const base = { plan, newMonthlyCents: target.amountCents, periodEnd, trialEnd: null };
    const next = { status, periodStart, periodEnd, trialEnd: null };
    if (current.plan === plan) {
      if (!current.cancelAtPeriodEnd) throw conflict(SUBSCRIPTION_MESSAGES.samePlan);
      // Choosing the plan again undoes a pending cancellation; the period is already paid.
      return {
        ...base,
        kind: 'resume',
        amountDueNowCents: 0,
        creditCents: 0,
        creditAppliedCents: 0,
        creditBalanceAfterCents: creditBalance,
        lines: [],
        next,
        invoice: null,
      };
    }
    const from = requirePlan(plans, current.plan);
    const p = prorationForPlanChange({
      oldAmountCents: from.amountCents,
      newAmountCents: target.amountCents,
      periodStart,
      periodEnd,
      now,
      creditBalanceCents: creditBalance,
    });
    const span = { periodStart: now, periodEnd };
    const lines: PreviewLine[] = [
      { description: `Unused time on ${from.name}`, amountCents: -p.creditCents, ...span },
      { description: `Remaining time on ${target.name}`, amountCents: p.chargeCents, ...span },
    ];
    if (p.creditAppliedCents > 0)
      lines.push({ description: 'Credit balance applied', amountCents: -p.creditAppliedCents, ...span });
    return {
      ...base,
      kind: 'change',
      amountDueNowCents: p.amountDueCents,
      creditCents: p.creditCents,
      creditAppliedCents: p.creditAppliedCents,
      creditBalanceAfterCents: p.creditBalanceAfterCents,
      lines,
      next,
      invoice: {
        description: `Plan change from ${from.name} to ${target.name}, ${p.days} of ${p.totalDays} days`,
        amountCents: p.amountDueCents,
        ...span,
      },
    };
  }

  // No running paid plan (a trial, an ended or canceled subscription, none at all): a new period from today.
  const periodEnd = addMonthsUtc(now, 1);
  const bill = billWithCredit({ amountCents: target.amountCents, creditBalanceCents: creditBalance });
  const span = { periodStart: now, periodEnd };
  const lines: PreviewLine[] = [
    { description: `${target.name}, first month`, amountCents: target.amountCents, ...span },
  ];
  if (bill.creditAppliedCents > 0)
    lines.push({ description: 'Credit balance applied', amountCents: -bill.creditAppliedCents, ...span });
  return {
    kind: 'new',
    plan,
    amountDueNowCents: bill.amountDueCents,
    creditCents: 0,
    creditAppliedCents: bill.creditAppliedCents,
    creditBalanceAfterCents: bill.creditBalanceAfterCents,
    newMonthlyCents: target.amountCents,
    periodEnd,
    trialEnd: null,
    lines,
    next: { status: 'active', periodStart: now, periodEnd, trialEnd: null },
    invoice: { description: `${target.name}, monthly`, amountCents: bill.amountDueCents, ...span },
  };
}
