import { roundHalfAwayFromZero } from './money';

// Subscription arithmetic of the local billing provider (docs/decisions/001-stack-and-tooling.md, §3): integer cents, UTC instants.
export const DAY_MS = 24 * 60 * 60 * 1000;

// The same day and time of day `months` later, clamped to the month's last day (Jan 31 + 1 → Feb 28/29).
export function addMonthsUtc(date: Date, months: number): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const result = new Date(date.getTime());
  result.setUTCFullYear(year, month, Math.min(date.getUTCDate(), lastDay));
  return result;
}

// Whole days left before `end`: the day already started belongs to the plan the manager had.
export function daysRemaining({ now, end }: { now: Date; end: Date }): number {
  return Math.max(0, Math.floor((end.getTime() - now.getTime()) / DAY_MS));
}

// Length of a billing period in days (calendar months are 28–31 days long).
export function periodDays({ start, end }: { start: Date; end: Date }): number {
  return Math.max(1, Math.round((end.getTime() - start.getTime()) / DAY_MS));
}

// The share of a monthly price for `days` of a `totalDays` period, rounded once, half away from zero.
export function prorateCents({
  amountCents,
  days,
  totalDays,
}: {
  amountCents: number;
  days: number;
  totalDays: number;
}): number {
  const share = Math.min(Math.max(days, 0), totalDays);
  return roundHalfAwayFromZero((amountCents * share) / totalDays);
}

export type PlanChangeProration = {
  days: number;
  totalDays: number;
  // Unused time on the old plan, given back.
  creditCents: number;
  // Remaining time on the new plan, charged.
  chargeCents: number;
  // Taken from the credit balance the manager already had.
  creditAppliedCents: number;
  amountDueCents: number;
  creditBalanceAfterCents: number;
};

// Credit for the unused days of the old plan, a charge for the same days of the new one; what the manager
// owes is paid from their credit balance first, and a negative difference becomes credit for later bills.
export function prorationForPlanChange({
  oldAmountCents,
  newAmountCents,
  periodStart,
  periodEnd,
  now,
  creditBalanceCents,
}: {
  oldAmountCents: number;
  newAmountCents: number;
  periodStart: Date;
  periodEnd: Date;
  now: Date;
  creditBalanceCents: number;
}): PlanChangeProration {
  const totalDays = periodDays({ start: periodStart, end: periodEnd });
  const days = Math.min(daysRemaining({ now, end: periodEnd }), totalDays);
  const creditCents = prorateCents({ amountCents: oldAmountCents, days, totalDays });
  const chargeCents = prorateCents({ amountCents: newAmountCents, days, totalDays });
  const net = chargeCents - creditCents;
  if (net < 0) {
    return {
      days,
      totalDays,
      creditCents,
      chargeCents,
      creditAppliedCents: 0,
      amountDueCents: 0,
      creditBalanceAfterCents: creditBalanceCents - net,
    };
  }
  const creditAppliedCents = Math.min(net, creditBalanceCents);
  return {
    days,
    totalDays,
    creditCents,
    chargeCents,
    creditAppliedCents,
    amountDueCents: net - creditAppliedCents,
    creditBalanceAfterCents: creditBalanceCents - creditAppliedCents,
  };
}

// A full-price bill (a new subscription or a renewal), paid from the credit balance first.
export function billWithCredit({
  amountCents,
  creditBalanceCents,
}: {
  amountCents: number;
  creditBalanceCents: number;
}) {
  const creditAppliedCents = Math.min(amountCents, Math.max(0, creditBalanceCents));
  return {
    creditAppliedCents,
    amountDueCents: amountCents - creditAppliedCents,
    creditBalanceAfterCents: creditBalanceCents - creditAppliedCents,
  };
}
