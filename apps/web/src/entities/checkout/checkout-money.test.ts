// @vitest-environment node
import type { CheckoutContext, CheckoutVendor, Token } from '@marketday/shared';
import { describe, expect, it } from 'vitest';
import {
  decodeCheckoutDay,
  decodeCheckoutFigures,
  decodeCheckoutInput,
  decodeCheckoutResult,
  encodeCheckoutDraft,
} from './checkout-money';

const MARKET_DATE = '2026-11-22';
const ALPHA = {
  market_vendor_id: '11111111-1111-4111-8111-111111111111',
  business_name: 'Alpha Farm',
  largest_gross: null,
} as CheckoutVendor;
const SNAP = { id: '33333333-3333-4333-8333-333333333333', name: 'SNAP', per_dollar_value: 1 } as Token;

// The wire's day, as much of it as the decoding reads.
function buildContext(overrides: Partial<CheckoutContext> = {}): CheckoutContext {
  return {
    market_name: 'Riverside',
    gov_fee: 0.5,
    vendors: [ALPHA],
    market_tokens: [SNAP],
    ...overrides,
  } as CheckoutContext;
}

describe('checkout money at the edge', () => {
  it("reads the day's dollars as cents: gov fee, token values, largest gross", () => {
    const day = decodeCheckoutDay(
      buildContext({ gov_fee: 0.5, vendors: [{ ...ALPHA, largest_gross: 412.35 }], market_tokens: [SNAP] }),
    );
    expect(day.gov_fee_cents).toBe(50);
    expect(day.market_tokens[0]?.value_cents).toBe(100);
    expect(day.vendors[0]?.largest_gross_cents).toBe(41_235);
    expect(day).not.toHaveProperty('gov_fee');
  });

  it('keeps a vendor with no gross yet at null', () => {
    expect(decodeCheckoutDay(buildContext()).vendors[0]?.largest_gross_cents).toBeNull();
  });

  it("writes the draft's cents as the spec's dollars, and reads them back", () => {
    const draft = {
      market_vendor_id: ALPHA.market_vendor_id,
      market_date: MARKET_DATE,
      reported_gross_cents: 12_345,
      tokens: [{ token_id: SNAP.id, count: 3 }],
      custom_fields: {},
    };
    const input = encodeCheckoutDraft(draft);
    expect(input).toEqual({ ...draft, reported_gross_cents: undefined, reported_gross: 123.45 });
    expect(input).not.toHaveProperty('reported_gross_cents');
    expect(decodeCheckoutInput(input)).toEqual(draft);
  });

  it("reads a booked checkout's money owed and figures as cents", () => {
    expect(decodeCheckoutResult({ message: 'ok', data: { id: 't-1' }, money_owed: -4.48 } as never)).toEqual({
      id: 't-1',
      moneyOwedCents: -448,
    });
    expect(decodeCheckoutFigures({ reported_gross: 500, money_owed: 20.5 })).toEqual({
      grossCents: 50_000,
      moneyOwedCents: 2050,
    });
  });
});
