import { describe, expect, it } from 'vitest';
import { DATE_RANGE_MESSAGE, INVALID_DATE_MESSAGE, TWO_DECIMALS_MESSAGE } from './index';
import { calendarDate, dollarAmount } from './limit-schemas';

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

// One clear message per field: once a rule has refused the value, the later ones say nothing more.
describe('the limits’ schemas', () => {
  it('say a date that is none once, and a real one out of range once', () => {
    const date = calendarDate('Date is required');
    expect(messages(date.safeParse(''))).toEqual(['Date is required']);
    expect(messages(date.safeParse('soon'))).toEqual([INVALID_DATE_MESSAGE]);
    expect(messages(date.safeParse('2026-02-30'))).toEqual([INVALID_DATE_MESSAGE]);
    expect(messages(date.safeParse('0000-01-01'))).toEqual([DATE_RANGE_MESSAGE]);
    expect(date.safeParse('2026-11-28').success).toBe(true);
  });

  it('say an amount too large, negative, left out or with too many decimals each with its own message', () => {
    const amount = dollarAmount(1000, 'Amount must be positive', 'Amount is required');
    expect(messages(amount.safeParse(1e308))).toEqual(['Amount must be at most $1,000.00']);
    expect(messages(amount.safeParse(-1))).toEqual(['Amount must be positive']);
    expect(messages(amount.safeParse('12abc'))).toEqual(['Amount is required']);
    expect(messages(amount.safeParse(1.005))).toEqual([TWO_DECIMALS_MESSAGE]);
    expect(amount.safeParse(12.5).success).toBe(true);
  });
});
