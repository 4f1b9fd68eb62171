import { describe, expect, it } from 'vitest';
import {
  addMonthsUtc,
  billWithCredit,
  DAY_MS,
  daysRemaining,
  prorateCents,
  prorationForPlanChange,
} from './billing-math';

const start = new Date('2026-04-01T15:30:00Z');
const end = new Date('2026-05-01T15:30:00Z'); // a 30-day period
const at = (days: number, extraMs = 0) => new Date(start.getTime() + days * DAY_MS + extraMs);

describe('billing periods', () => {
  it('adds calendar months in UTC, keeping the time of day and clamping to the month end', () => {
    expect(addMonthsUtc(start, 1).toISOString()).toBe('2026-05-01T15:30:00.000Z');
    expect(addMonthsUtc(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addMonthsUtc(new Date('2028-01-31T10:00:00Z'), 1).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(addMonthsUtc(new Date('2026-12-15T00:00:00Z'), 1).toISOString()).toBe('2027-01-15T00:00:00.000Z');
  });

  it('counts whole days remaining; a day that has started belongs to the old plan', () => {
    expect(daysRemaining({ now: start, end })).toBe(30);
    expect(daysRemaining({ now: at(0, 1), end })).toBe(29);
    expect(daysRemaining({ now: at(10), end })).toBe(20);
    expect(daysRemaining({ now: at(29, 1), end })).toBe(0);
    expect(daysRemaining({ now: end, end })).toBe(0);
    expect(daysRemaining({ now: at(40), end })).toBe(0);
  });

  it('rounds each prorated amount once, half away from zero', () => {
    expect(prorateCents({ amountCents: 4900, days: 15, totalDays: 30 })).toBe(2450);
    // 4900 × 1 / 8 = 612.5 → 613
    expect(prorateCents({ amountCents: 4900, days: 1, totalDays: 8 })).toBe(613);
    // 2900 × 1 / 31 = 93.548… → 94
    expect(prorateCents({ amountCents: 2900, days: 1, totalDays: 31 })).toBe(94);
    expect(prorateCents({ amountCents: 2900, days: 45, totalDays: 30 })).toBe(2900);
  });
});

describe('proration for a plan change', () => {
  const change = (overrides: Partial<Parameters<typeof prorationForPlanChange>[0]>) =>
    prorationForPlanChange({
      oldAmountCents: 4900,
      newAmountCents: 7900,
      periodStart: start,
      periodEnd: end,
      now: at(10),
      creditBalanceCents: 0,
      ...overrides,
    });

  it('an upgrade mid-period charges the difference for the days left', () => {
    // 20 of 30 days: credit 4900 × 20/30 = 3266.67 → 3267, charge 7900 × 20/30 = 5266.67 → 5267
    expect(change({})).toEqual({
      days: 20,
      totalDays: 30,
      creditCents: 3267,
      chargeCents: 5267,
      creditAppliedCents: 0,
      amountDueCents: 2000,
      creditBalanceAfterCents: 0,
    });
  });

  it('a downgrade owes nothing now and puts the difference on the credit balance', () => {
    const result = change({ oldAmountCents: 7900, newAmountCents: 2900, creditBalanceCents: 150 });
    // credit 5267, charge 2900 × 20/30 = 1933.33 → 1933, net −3334
    expect(result).toMatchObject({ creditCents: 5267, chargeCents: 1933, amountDueCents: 0 });
    expect(result.creditBalanceAfterCents).toBe(150 + 3334);
  });

  it('pays an upgrade from an existing credit balance first', () => {
    expect(change({ creditBalanceCents: 500 })).toMatchObject({
      creditAppliedCents: 500,
      amountDueCents: 1500,
      creditBalanceAfterCents: 0,
    });
    expect(change({ creditBalanceCents: 5000 })).toMatchObject({
      creditAppliedCents: 2000,
      amountDueCents: 0,
      creditBalanceAfterCents: 3000,
    });
  });

  it('at the start of the period prorates the whole month, and at its end nothing', () => {
    expect(change({ now: start })).toMatchObject({ days: 30, creditCents: 4900, chargeCents: 7900 });
    expect(change({ now: at(29, 1) })).toMatchObject({ days: 0, amountDueCents: 0, creditCents: 0 });
  });

  it('moves by exactly one day across a day boundary', () => {
    const before = change({ now: at(10, -1) });
    const after = change({ now: at(10) });
    expect(before.days).toBe(20);
    expect(after.days).toBe(20);
    expect(change({ now: at(10, 1) }).days).toBe(19);
    // 19 of 30: charge 5003.33 → 5003, credit 3103.33 → 3103
    expect(change({ now: at(10, 1) }).amountDueCents).toBe(1900);
  });

  it('uses the true length of a 31-day and a 28-day period', () => {
    const march = {
      periodStart: new Date('2026-03-01T00:00:00Z'),
      periodEnd: new Date('2026-04-01T00:00:00Z'),
    };
    // 1 day of 31: credit 2900/31 = 93.55 → 94, charge 4900/31 = 158.06 → 158
    expect(
      change({ ...march, oldAmountCents: 2900, newAmountCents: 4900, now: new Date('2026-03-31T00:00:00Z') }),
    ).toMatchObject({ days: 1, totalDays: 31, creditCents: 94, chargeCents: 158, amountDueCents: 64 });
    const february = {
      periodStart: new Date('2026-02-01T00:00:00Z'),
      periodEnd: new Date('2026-03-01T00:00:00Z'),
    };
    expect(change({ ...february, now: new Date('2026-02-15T00:00:00Z') })).toMatchObject({
      days: 14,
      totalDays: 28,
      creditCents: 2450,
      chargeCents: 3950,
    });
  });
});

describe('a full bill with credit', () => {
  it('takes what it can from the credit balance', () => {
    expect(billWithCredit({ amountCents: 4900, creditBalanceCents: 0 })).toEqual({
      creditAppliedCents: 0,
      amountDueCents: 4900,
      creditBalanceAfterCents: 0,
    });
    expect(billWithCredit({ amountCents: 4900, creditBalanceCents: 1000 })).toMatchObject({
      amountDueCents: 3900,
      creditBalanceAfterCents: 0,
    });
    expect(billWithCredit({ amountCents: 2900, creditBalanceCents: 5000 })).toMatchObject({
      amountDueCents: 0,
      creditBalanceAfterCents: 2100,
    });
  });
});
