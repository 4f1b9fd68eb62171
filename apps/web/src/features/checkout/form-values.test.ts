// @vitest-environment node

import { TOKEN_PROGRAM_MESSAGES } from '@marketday/shared';
import { describe, expect, it } from 'vitest';
import { checkoutFormSchema } from './checkout-form-schema';
import {
  carryTokenCounts,
  checkoutTotals,
  emptyFormValues,
  govFeeText,
  owedLegend,
  reportFormValues,
  TOKEN_GONE,
  toCheckoutDraft,
} from './form-values';
import { ALPHA, BERRY, buildDay, SNAP } from './testing/checkout-fixtures';

describe('owedLegend', () => {
  it.each([
    [false, false, 'Owed = Fee'],
    [true, false, 'Owed = Fee + Gov. Fee'],
    [false, true, 'Owed = Fee - Token Total'],
    [true, true, 'Owed = Fee + Gov. Fee - Token Total'],
  ])('gov fee %s, tokens %s → %s', (hasGovFee, hasTokens, legend) => {
    expect(owedLegend({ hasGovFee, hasTokens })).toBe(legend);
  });
});

describe('checkoutTotals', () => {
  const context = buildDay();

  it('a producer at 6% of $500 with a $0.50 gov fee and 10 × $1 tokens owes $20.50', () => {
    const totals = checkoutTotals({
      context,
      vendorId: ALPHA.market_vendor_id,
      grossCents: 50_000,
      tokens: [{ token_id: SNAP.id, count: 10 }],
    });
    expect(totals).toMatchObject({
      marketFeeCents: 3000,
      govFeeCents: 50,
      tokenTotalCents: 1000,
      moneyOwedCents: 2050,
      calculation: '6% of $500.00 = $30.00',
    });
  });

  it('uses the fee rule of the chosen vendor type, and may owe the vendor money', () => {
    const totals = checkoutTotals({
      context,
      vendorId: BERRY.market_vendor_id,
      grossCents: null,
      tokens: [{ token_id: SNAP.id, count: 40 }],
    });
    expect(totals?.calculation).toBe('$25.00 flat');
    expect(totals?.moneyOwedCents).toBe(2500 + 50 - 4000);
  });

  it('rounds the fee once, in cents (6% of $0.30 is 2¢)', () => {
    const totals = checkoutTotals({
      context,
      vendorId: ALPHA.market_vendor_id,
      grossCents: 30,
      tokens: [],
    });
    expect(totals?.marketFeeCents).toBe(2);
  });

  it('is null for a vendor outside the market', () => {
    expect(checkoutTotals({ context, vendorId: 'nope', grossCents: 100, tokens: [] })).toBeNull();
  });
});

describe('form values', () => {
  it('start blank for the chosen vendor', () => {
    const values = emptyFormValues({
      context: buildDay({ custom_fields: ['state', 'weather'] }),
      vendorId: BERRY.market_vendor_id,
    });
    expect(values).toEqual({
      market_vendor_id: BERRY.market_vendor_id,
      reported_gross: null,
      tokens: [{ token_id: SNAP.id, count: 0 }],
      custom_fields: { state: null, weather: null },
      sales_report_id: null,
      adjust_reason: '',
    });
  });

  it('take a vendor’s report as its figures, and send the report with a reason only when one was given', () => {
    const context = buildDay({ custom_fields: ['state'] });
    const report = {
      id: 'r1',
      version: 2,
      tokens: [{ token_id: SNAP.id, name: 'SNAP', count: 12 }],
      submitted_at: '2026-11-22T20:30:00Z',
      gross_cents: 41_250,
      market_fee_cents: 2475,
      money_owed_cents: 1325,
    };
    const values = reportFormValues({ context, vendorId: BERRY.market_vendor_id, report });
    expect(values).toMatchObject({
      reported_gross: 41_250,
      tokens: [{ token_id: SNAP.id, count: 12 }],
      custom_fields: { state: null },
      sales_report_id: 'r1',
      adjust_reason: '',
    });
    const vendor = context.vendors.find((v) => v.market_vendor_id === BERRY.market_vendor_id)!;
    const output = { ...values, reported_gross: 41_250 };
    expect(toCheckoutDraft({ values: output, marketDate: '2026-11-22', vendor })).toMatchObject({
      sales_report_id: 'r1',
      adjust_reason: null,
    });
    expect(
      toCheckoutDraft({ values: { ...output, adjust_reason: 'two more' }, marketDate: '2026-11-22', vendor }),
    ).toMatchObject({ sales_report_id: 'r1', adjust_reason: 'two more' });
    expect(
      toCheckoutDraft({ values: { ...output, sales_report_id: null }, marketDate: '2026-11-22', vendor }),
    ).not.toHaveProperty('sales_report_id');
  });

  it('show the gov fee as "+ $0.50 Gov. fee"', () => {
    expect(govFeeText(50)).toBe('+ $0.50 Gov. fee');
  });
});

describe('carryTokenCounts', () => {
  const [A, B, C] = ['a1111111-1111-4111-8111-111111111111', 'b2222222-2222-4222-8222-222222222222', SNAP.id];
  const ids = (...list: string[]) => list.map((id) => ({ id }));

  it('follows each token to its new place by id, a new token at 0', () => {
    const typed = [
      { token_id: A, count: 10 },
      { token_id: B, count: 3 },
    ];
    expect(carryTokenCounts(typed, ids(C, B, A))).toEqual([
      { token_id: C, count: 0 },
      { token_id: B, count: 3 },
      { token_id: A, count: 10 },
    ]);
  });

  it('keeps a removed token that has a count, after the listed ones, and lets one at 0 go', () => {
    const typed = [
      { token_id: A, count: 10 },
      { token_id: B, count: 0 },
      { token_id: C, count: 2 },
    ];
    expect(carryTokenCounts(typed, ids(C))).toEqual([
      { token_id: C, count: 2 },
      { token_id: A, count: 10 },
    ]);
  });

  it('returns the same array when no token moved', () => {
    const typed = [{ token_id: A, count: 10 }];
    expect(carryTokenCounts(typed, ids(A))).toBe(typed);
  });

  it('refuses a count for a token the market no longer lists, on that count', () => {
    const schema = checkoutFormSchema(buildDay({ market_tokens: [SNAP] }), ALPHA.market_vendor_id);
    const values = {
      ...emptyFormValues({ context: buildDay(), vendorId: ALPHA.market_vendor_id }),
      reported_gross: 100,
    };
    const gone = schema.safeParse({
      ...values,
      tokens: [
        { token_id: C, count: 1 },
        { token_id: A, count: 10 },
      ],
    });
    expect(gone.error?.issues).toEqual([
      expect.objectContaining({ path: ['tokens', 1, 'count'], message: TOKEN_GONE }),
    ]);
    expect(schema.safeParse({ ...values, tokens: [{ token_id: A, count: 0 }] }).success).toBe(true);
  });

  it("refuses a count for a token the vendor's type may not be paid with, with the program's message", () => {
    const producersOnly = { ...SNAP, accepted_by: ['PRODUCER' as const] };
    const day = buildDay({ market_tokens: [producersOnly], vendors: [ALPHA, BERRY] });
    const values = (vendorId: string) => ({
      ...emptyFormValues({ context: day, vendorId }),
      reported_gross: 100,
      tokens: [{ token_id: SNAP.id, count: 5 }],
    });
    // Alpha is a producer: taken. Berry is not: refused on the count, and at 0 taken.
    expect(
      checkoutFormSchema(day, ALPHA.market_vendor_id).safeParse(values(ALPHA.market_vendor_id)).success,
    ).toBe(true);
    const berry = checkoutFormSchema(day, BERRY.market_vendor_id);
    expect(berry.safeParse(values(BERRY.market_vendor_id)).error?.issues).toEqual([
      expect.objectContaining({
        path: ['tokens', 0, 'count'],
        message: TOKEN_PROGRAM_MESSAGES.notAccepted('SNAP', 'NON_PRODUCER'),
      }),
    ]);
    expect(
      berry.safeParse({ ...values(BERRY.market_vendor_id), tokens: [{ token_id: SNAP.id, count: 0 }] })
        .success,
    ).toBe(true);
  });
});
