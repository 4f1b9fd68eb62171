import { describe, expect, it } from 'vitest';
import { historicalDateError } from './checkout-terms';
import { todayAtMarket } from './market-days';

describe('historicalDateError', () => {
  // 02:00 UTC on 25 November 2026: still the 24th in California, already the 25th in UTC (the tests' zone).
  const today = todayAtMarket({ time_zone: 'America/Los_Angeles' }, new Date('2026-11-25T02:00:00Z'));

  it('accepts only a day before today at the market', () => {
    expect(historicalDateError(new Date(2026, 10, 23), today)).toBeNull();
    expect(historicalDateError(new Date(2026, 10, 24), today)).toBe('Date must be before today');
    expect(historicalDateError(undefined, today)).toBe('Date is required');
    expect(historicalDateError(new Date(Number.NaN), today)).toBe('Date is required');
  });
});
