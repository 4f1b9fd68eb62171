import { describe, expect, it } from 'vitest';
import { CdfaReportInputSchema, quarterLabel, quarterOf, quarterRange } from './cdfa';

describe('CDFA quarters', () => {
  it.each([
    [1, '2026-01-01', '2026-03-31'],
    [2, '2026-04-01', '2026-06-30'],
    [3, '2026-07-01', '2026-09-30'],
    [4, '2026-10-01', '2026-12-31'],
  ])('quarter %i of 2026 runs from %s to %s', (quarter, start, end) => {
    expect(quarterRange({ year: 2026, quarter })).toEqual({ start, end });
  });

  it('ends the first quarter of a leap year on March 31 and knows which quarter a day is in', () => {
    expect(quarterRange({ year: 2028, quarter: 1 }).end).toBe('2028-03-31');
    expect(quarterOf(new Date(2026, 2, 31))).toEqual({ year: 2026, quarter: 1 });
    expect(quarterOf(new Date(2026, 3, 1))).toEqual({ year: 2026, quarter: 2 });
    expect(quarterLabel({ year: 2026, quarter: 4 })).toBe('Q4 2026');
  });

  it('accepts quarters 1 to 4 only', () => {
    const marketId = '0b9a2c1e-3f4d-4a5b-8c6d-7e8f9a0b1c2d';
    expect(CdfaReportInputSchema.safeParse({ marketId, year: 2026, quarter: 4 }).success).toBe(true);
    const bad = CdfaReportInputSchema.safeParse({ marketId, year: 2026, quarter: 5 });
    expect(bad.error?.issues[0]?.message).toBe('Quarter must be 1, 2, 3 or 4');
  });
});
