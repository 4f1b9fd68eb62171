// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildCheckoutUrl, marketDateOf, parseCheckoutParams, utcMidnightIso } from './checkout-params';

const MARKET = '6f1c2f9e-6d1b-4f8e-9a57-1d2f3c4b5a69';

describe('checkout URL', () => {
  it('uses the UTC midnight of the calendar date picked', () => {
    expect(utcMidnightIso(new Date(2026, 10, 22))).toBe('2026-11-22T00:00:00.000Z');
    expect(utcMidnightIso(new Date(2026, 10, 22, 23, 59))).toBe('2026-11-22T00:00:00.000Z');
  });

  it('carries market, date and market_name', () => {
    const url = buildCheckoutUrl({
      marketId: MARKET,
      marketName: 'Riverside & Co',
      date: new Date(2026, 10, 22),
    });
    const [path, search] = url.split('?');
    expect(path).toBe('/checkout');
    const params = new URLSearchParams(search);
    expect(params.get('market')).toBe(MARKET);
    expect(params.get('date')).toBe('2026-11-22T00:00:00.000Z');
    expect(params.get('market_name')).toBe('Riverside & Co');
  });

  it('round-trips to the same market day', () => {
    const url = buildCheckoutUrl({ marketId: MARKET, marketName: 'Riverside', date: new Date(2026, 10, 22) });
    const parsed = parseCheckoutParams(new URLSearchParams(url.split('?')[1]));
    expect(parsed).toEqual({
      success: true,
      params: { marketId: MARKET, marketName: 'Riverside', marketDate: '2026-11-22' },
    });
  });

  it('reads the market day from UTC midnight, a plain date, or a local-midnight link', () => {
    expect(marketDateOf('2026-11-22T00:00:00.000Z')).toBe('2026-11-22');
    expect(marketDateOf('2026-11-22')).toBe('2026-11-22');
    expect(marketDateOf(new Date(2026, 10, 22).toISOString())).toBe('2026-11-22');
  });

  it('rejects a missing or malformed market, name or date', () => {
    const parsed = parseCheckoutParams(new URLSearchParams('market=nope&date=yesterday'));
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(parsed.errors).toContain('Market ID must be a valid UUID');
    expect(parsed.errors).toContain('Date is required');
    expect(parsed.errors.length).toBe(3);
  });
});
