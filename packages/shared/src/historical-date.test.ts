import { describe, expect, it } from 'vitest';
import { historicalDateSchema } from './checkout';
import { todayAtMarket } from './market-days';

describe('historicalDateSchema', () => {
  // 02:00 UTC on 25 November 2026: still the 24th in California, already the 25th in UTC (the tests' zone).
  const today = todayAtMarket({ time_zone: 'America/Los_Angeles' }, new Date('2026-11-25T02:00:00Z'));

  it('accepts only a day before today at the market', () => {
    const schema = historicalDateSchema(today);
    expect(schema.safeParse(new Date(2026, 10, 23)).success).toBe(true);
    const todayThere = schema.safeParse(new Date(2026, 10, 24));
    expect(todayThere.error?.issues[0]?.message).toBe('Date must be before today');
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe('Date is required');
  });
});
