import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readCheckoutParams } from './checkout-terms';
import { calendarDate } from './limit-schemas';
import { DATE_RANGE_MESSAGE, MAX_DATE, MIN_DATE } from './limits';

const MARKET = '6f1c2f9e-6d1b-4f8e-9a57-1d2f3c4b5a69';
// The schema the checkout URL's date was read with before it went zod-free: its verdicts are the rule.
const zodDate = z.iso
  .datetime({ offset: true })
  .refine((value) => value.slice(0, 10) >= MIN_DATE && value.slice(0, 10) <= MAX_DATE, DATE_RANGE_MESSAGE)
  .or(calendarDate());

describe('readCheckoutParams', () => {
  it.each([
    '2026-11-22',
    '2026-11-22T00:00:00.000Z',
    '2026-11-22T00:00:00Z',
    '2026-11-21T22:00:00+02:00',
    '2024-02-29',
    '2026-02-29',
    '2026-02-30',
    '2026-13-01',
    '0000-01-01',
    '1899-12-31',
    '2101-01-01',
    '2100-12-31T23:59:59.999-08:00',
    '2101-01-01T00:00:00Z',
    '1899-12-31T23:59:59+01:00',
    '1900-01-01T00:00:00Z',
    '2026-11-22T24:00:00Z',
    '2026-11-22T10:00Z',
    '2026-11-22T10:00:00',
    '2026-11-22 ',
    'yesterday',
    '',
  ])('judges the date %j as zod does', (date) => {
    const read = readCheckoutParams({ market: MARKET, market_name: 'Riverside', date });
    expect(read.success).toBe(zodDate.safeParse(date).success);
  });

  it('names each missing part in the spec words, and trims the market name', () => {
    expect(readCheckoutParams({ market: 'nope', market_name: '  ', date: '2101-01-01' })).toEqual({
      success: false,
      issues: [
        { path: 'market', message: 'Market ID must be a valid UUID' },
        { path: 'market_name', message: 'Market name is required' },
        { path: 'date', message: DATE_RANGE_MESSAGE },
      ],
    });
    expect(readCheckoutParams({ market: MARKET, market_name: ' Riverside ', date: '2026-11-22' })).toEqual({
      success: true,
      data: { market: MARKET, market_name: 'Riverside', date: '2026-11-22' },
    });
  });
});
