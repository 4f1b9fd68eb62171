import { describe, expect, it } from 'vitest';
import {
  accessForSubscription,
  accessForUser,
  accessRank,
  accessRefusalMessage,
  effectiveStatus,
  meetsAccess,
} from './access';

describe('access levels', () => {
  it('are ordered ACCOUNT_ONLY < OFF_SEASON < FULL, with missing access counted as ACCOUNT_ONLY', () => {
    expect(accessRank('ACCOUNT_ONLY')).toBeLessThan(accessRank('OFF_SEASON'));
    expect(accessRank('OFF_SEASON')).toBeLessThan(accessRank('FULL'));
    expect(accessRank(null)).toBe(accessRank('ACCOUNT_ONLY'));
    expect(accessRank(undefined)).toBe(accessRank('ACCOUNT_ONLY'));
  });

  it.each([
    ['FULL', 'FULL', true],
    ['FULL', 'OFF_SEASON', true],
    ['FULL', 'ACCOUNT_ONLY', true],
    ['OFF_SEASON', 'FULL', false],
    ['OFF_SEASON', 'OFF_SEASON', true],
    ['OFF_SEASON', 'ACCOUNT_ONLY', true],
    ['ACCOUNT_ONLY', 'OFF_SEASON', false],
    ['ACCOUNT_ONLY', 'ACCOUNT_ONLY', true],
    [null, 'ACCOUNT_ONLY', true],
    [null, 'OFF_SEASON', false],
    [undefined, null, true],
  ] as const)('a user with %s meets a need of %s: %s', (have, need, expected) => {
    expect(meetsAccess({ have, need })).toBe(expected);
  });

  it('follows the subscription for managers and is FULL for vendors and admins', () => {
    expect(accessForSubscription({ status: 'active', plan: 'year_round_lg' })).toBe('FULL');
    expect(accessForSubscription({ status: 'trialing', plan: 'seasonal_off_season' })).toBe('OFF_SEASON');
    expect(accessForSubscription({ status: 'past_due', plan: 'year_round_lg' })).toBe('OFF_SEASON');
    expect(accessForSubscription({ status: 'incomplete_expired', plan: 'year_round_lg' })).toBe(
      'ACCOUNT_ONLY',
    );
    expect(accessForSubscription(null)).toBe('ACCOUNT_ONLY');
    expect(accessForUser({ role: 'VENDOR', subscription: null })).toBe('FULL');
    expect(accessForUser({ role: 'ADMIN', subscription: null })).toBe('FULL');
    expect(accessForUser({ role: 'CUSTOMER', subscription: null })).toBe('ACCOUNT_ONLY');
  });

  it('ends a trial at its end date', () => {
    const trialEnd = new Date('2026-12-01T00:00:00Z');
    const sub = { status: 'trialing' as const, plan: 'year_round_sm' as const, trialEnd };
    expect(accessForSubscription(sub, new Date('2026-11-30T23:59:59Z'))).toBe('FULL');
    expect(accessForSubscription(sub, trialEnd)).toBe('ACCOUNT_ONLY');
  });
});

describe('effective status', () => {
  const periodEnd = new Date('2026-06-01T12:00:00Z');
  const before = new Date('2026-06-01T11:59:59Z');
  const running = { plan: 'year_round_md' as const, currentPeriodEnd: periodEnd };

  it.each([
    ['trialing', 'FULL'],
    ['active', 'FULL'],
    ['past_due', 'OFF_SEASON'],
    ['incomplete', 'ACCOUNT_ONLY'],
    ['incomplete_expired', 'ACCOUNT_ONLY'],
    ['canceled', 'ACCOUNT_ONLY'],
    ['unpaid', 'ACCOUNT_ONLY'],
    ['paused', 'ACCOUNT_ONLY'],
  ] as const)('%s gives %s', (status, access) => {
    expect(accessForSubscription({ ...running, status }, before)).toBe(access);
  });

  it('a subscription cancelled at period end keeps its access until the end, then is canceled', () => {
    for (const status of ['active', 'trialing', 'past_due'] as const) {
      const sub = { ...running, status, cancelAtPeriodEnd: true };
      expect(effectiveStatus(sub, before)).toBe(status);
      expect(effectiveStatus(sub, periodEnd)).toBe('canceled');
      expect(accessForSubscription(sub, periodEnd)).toBe('ACCOUNT_ONLY');
    }
    expect(effectiveStatus({ ...running, status: 'active', cancelAtPeriodEnd: false }, periodEnd)).toBe(
      'active',
    );
  });

  it('a trial the manager subscribed to rolls into a paid period; an unused one expires', () => {
    const trialEnd = periodEnd;
    const subscribed = { ...running, status: 'trialing' as const, trialEnd, customerRef: 'cus_1' };
    expect(effectiveStatus(subscribed, periodEnd)).toBe('active');
    expect(effectiveStatus({ ...subscribed, customerRef: null }, periodEnd)).toBe('incomplete_expired');
  });

  it('the off-season plan is OFF_SEASON while running', () => {
    expect(accessForSubscription({ status: 'active', plan: 'seasonal_off_season' }, before)).toBe(
      'OFF_SEASON',
    );
  });
});

describe('accessRefusalMessage', () => {
  it.each([
    [
      'OFF_SEASON',
      false,
      'Your plan is in its off-season mode: markets, vendors, transactions and reports can be read, but this needs a full plan.',
    ],
    [
      'OFF_SEASON',
      true,
      "Your market manager's plan is in its off-season mode: markets, vendors, transactions and reports can be read, but this needs a full plan.",
    ],
    [
      'ACCOUNT_ONLY',
      false,
      'Your subscription is not active: only your account is available. Choose a plan on your Account page.',
    ],
    [
      'ACCOUNT_ONLY',
      true,
      "Your market manager's subscription is not active, so your staff account is paused.",
    ],
  ] as const)('says why %s refuses (staff: %s)', (have, isStaff, message) => {
    expect(accessRefusalMessage({ have, isStaff })).toBe(message);
  });
});
