import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FeeStructure } from './enums';
import { calculateCheckout, calculateVendorFee, describeVendorFee, feeRuleOf } from './fee-calculation';
import { FEE_CAP_MESSAGES, type VendorFee, VendorFeeSchema } from './fees';
import { MarketInputSchema } from './markets';

type Caps = { min_fee?: number | null; max_fee?: number | null };

const fee = (fee_type: FeeStructure, flat: number, percent: number, caps: Caps = {}): VendorFee => ({
  vendor_type: 'PRODUCER',
  fee_type,
  flat,
  percent,
  ...caps,
});

// "10% of gross, at least $15, at most $60": the issue's own example, around both of its boundaries.
const tenPercent = (caps: Caps) => fee('PERCENT_GROSS', 0, 10, caps);
const both = { min_fee: 15, max_fee: 60 };

describe('fee caps', () => {
  it.each([
    // [rule, gross cents, expected fee cents, expected text]
    // Neither bound: the formula alone, text unchanged.
    [tenPercent({}), 80_000, 8_000, '10% of $800.00 = $80.00'],
    [tenPercent({ min_fee: null, max_fee: null }), 10_000, 1_000, '10% of $100.00 = $10.00'],
    // Minimum only: below, one cent below, exactly at, one cent above.
    [tenPercent({ min_fee: 15 }), 10_000, 1_500, '10% of $100.00 = $10.00, at least $15.00'],
    [tenPercent({ min_fee: 15 }), 14_990, 1_500, '10% of $149.90 = $14.99, at least $15.00'],
    [tenPercent({ min_fee: 15 }), 15_000, 1_500, '10% of $150.00 = $15.00'],
    [tenPercent({ min_fee: 15 }), 15_010, 1_501, '10% of $150.10 = $15.01'],
    [tenPercent({ min_fee: 15 }), 80_000, 8_000, '10% of $800.00 = $80.00'],
    // Maximum only: one cent below, exactly at, one cent above, far above.
    [tenPercent({ max_fee: 60 }), 59_990, 5_999, '10% of $599.90 = $59.99'],
    [tenPercent({ max_fee: 60 }), 60_000, 6_000, '10% of $600.00 = $60.00'],
    [tenPercent({ max_fee: 60 }), 60_010, 6_000, '10% of $600.10 = $60.01, at most $60.00'],
    [tenPercent({ max_fee: 60 }), 80_000, 6_000, '10% of $800.00 = $80.00, at most $60.00'],
    [tenPercent({ max_fee: 60 }), 0, 0, '10% of $0.00 = $0.00'],
    // Both: each boundary and a cent either side.
    [tenPercent(both), 14_990, 1_500, '10% of $149.90 = $14.99, at least $15.00'],
    [tenPercent(both), 15_000, 1_500, '10% of $150.00 = $15.00'],
    [tenPercent(both), 15_010, 1_501, '10% of $150.10 = $15.01'],
    [tenPercent(both), 35_000, 3_500, '10% of $350.00 = $35.00'],
    [tenPercent(both), 59_990, 5_999, '10% of $599.90 = $59.99'],
    [tenPercent(both), 60_000, 6_000, '10% of $600.00 = $60.00'],
    [tenPercent(both), 60_010, 6_000, '10% of $600.10 = $60.01, at most $60.00'],
    [tenPercent(both), 80_000, 6_000, '10% of $800.00 = $80.00, at most $60.00'],
    // Zero gross: the minimum is what a vendor pays for attending the market day.
    [tenPercent(both), 0, 1_500, '10% of $0.00 = $0.00, at least $15.00'],
    [tenPercent({ min_fee: 0 }), 0, 0, '10% of $0.00 = $0.00'],
    // Rounding happens once, in the formula; the bounds are whole cents and compare with the rounded fee.
    [fee('PERCENT_GROSS', 0, 5, { min_fee: 0.02 }), 29, 2, '5% of $0.29 = $0.01, at least $0.02'],
    [fee('PERCENT_GROSS', 0, 5, { max_fee: 0.01 }), 30, 1, '5% of $0.30 = $0.02, at most $0.01'],
    // Minimum equal to maximum: a fixed fee whatever the formula says.
    [tenPercent({ min_fee: 20, max_fee: 20 }), 10_000, 2_000, '10% of $100.00 = $10.00, at least $20.00'],
    [tenPercent({ min_fee: 20, max_fee: 20 }), 50_000, 2_000, '10% of $500.00 = $50.00, at most $20.00'],
    // Every fee type takes the bounds the same way.
    [fee('FLAT_FEE', 25, 0, { max_fee: 20 }), 50_000, 2_000, '$25.00 flat, at most $20.00'],
    [fee('FLAT_FEE', 10, 0, { min_fee: 12.5 }), 0, 1_250, '$10.00 flat, at least $12.50'],
    [
      fee('FLAT_PERCENT_COMBO', 10, 5, both),
      120_000,
      6_000,
      '$10.00 + 5% of $1,200.00 = $70.00, at most $60.00',
    ],
    [fee('FLAT_PERCENT_COMBO', 10, 5, both), 1_000, 1_500, '$10.00 + 5% of $10.00 = $10.50, at least $15.00'],
    [
      fee('MAX_OF_EITHER', 25, 10, { max_fee: 40 }),
      50_000,
      4_000,
      'max($25.00, 10% of $500.00) = $50.00, at most $40.00',
    ],
    [fee('MAX_OF_EITHER', 25, 10, { max_fee: 40 }), 10_000, 2_500, 'max($25.00, 10% of $100.00) = $25.00'],
  ] as const)('%o on %d cents → %d cents', (rule, grossCents, cents, text) => {
    const result = calculateVendorFee({ grossCents, rule: feeRuleOf(rule) });
    expect(result).toEqual({ feeCents: cents, calculation: text });
  });

  it('applies to the market fee only: the gov fee and tokens come on top of the capped fee', () => {
    const totals = calculateCheckout({
      grossCents: 80_000,
      vendorType: 'PRODUCER',
      vendorFees: [tenPercent(both)],
      govFeeCents: 50,
      tokens: [{ count: 10, perDollarValueCents: 100 }],
    });
    expect(totals).toEqual({
      marketFeeCents: 6_000,
      govFeeCents: 50,
      tokenTotalCents: 1_000,
      moneyOwedCents: 5_050,
      calculation: '10% of $800.00 = $80.00, at most $60.00',
    });
  });

  it('charges a minimum even on a rule of zeros, which otherwise reads "No fees applicable."', () => {
    const figures = { grossCents: 0, vendorType: 'PRODUCER' as const, govFeeCents: 0, tokens: [] };
    const zero = calculateCheckout({ ...figures, vendorFees: [fee('FLAT_FEE', 0, 0, { max_fee: 5 })] });
    expect(zero).toMatchObject({ marketFeeCents: 0, calculation: 'No fees applicable.' });
    const withMin = calculateCheckout({ ...figures, vendorFees: [fee('FLAT_FEE', 0, 0, { min_fee: 15 })] });
    expect(withMin).toMatchObject({ marketFeeCents: 1_500, calculation: '$0.00 flat, at least $15.00' });
  });

  it('describes the bounds after the formula', () => {
    expect(describeVendorFee(tenPercent(both))).toBe('10% of gross, at least $15.00, at most $60.00');
    expect(describeVendorFee(tenPercent({ min_fee: 15, max_fee: null }))).toBe(
      '10% of gross, at least $15.00',
    );
    expect(describeVendorFee(fee('FLAT_FEE', 25, 0, { max_fee: 20 }))).toBe('$25.00 flat, at most $20.00');
    expect(describeVendorFee(tenPercent({}))).toBe('10% of gross');
  });

  it('keeps the fee within its bounds and names a bound exactly when it changed the fee', () => {
    const cents = fc.integer({ min: 0, max: 10_000_000 });
    const ruleArb = fc
      .record({
        fee_type: fc.constantFrom<FeeStructure>(
          'PERCENT_GROSS',
          'FLAT_FEE',
          'FLAT_PERCENT_COMBO',
          'MAX_OF_EITHER',
        ),
        flat: cents.map((c) => c / 100),
        percent: fc.integer({ min: 0, max: 10_000 }).map((h) => h / 100),
        a: fc.option(cents, { nil: null }),
        b: fc.option(cents, { nil: null }),
      })
      .map(({ a, b, ...rest }) => {
        // Two bounds are ordered, as the schema demands.
        const [low, high] = a !== null && b !== null ? [Math.min(a, b), Math.max(a, b)] : [a, b];
        return fee(rest.fee_type, rest.flat, rest.percent, {
          min_fee: low === null ? null : low / 100,
          max_fee: high === null ? null : high / 100,
        });
      });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), ruleArb, (grossCents, rule) => {
        expect(VendorFeeSchema.safeParse(rule).success).toBe(true);
        const uncapped = calculateVendorFee({
          grossCents,
          rule: feeRuleOf({ ...rule, min_fee: null, max_fee: null }),
        });
        const capped = calculateVendorFee({ grossCents, rule: feeRuleOf(rule) });
        const min = rule.min_fee == null ? -Infinity : Math.round(rule.min_fee * 100);
        const max = rule.max_fee == null ? Infinity : Math.round(rule.max_fee * 100);
        expect(Number.isInteger(capped.feeCents)).toBe(true);
        expect(capped.feeCents).toBe(Math.min(Math.max(uncapped.feeCents, min), max));
        expect(capped.feeCents >= min && capped.feeCents <= max).toBe(true);
        // The text is the formula's, plus the one bound that moved the fee, if any.
        expect(capped.calculation.startsWith(uncapped.calculation)).toBe(true);
        const suffix = capped.calculation.slice(uncapped.calculation.length);
        if (uncapped.feeCents < min) expect(suffix).toMatch(/^, at least \$[\d,]+\.\d\d$/);
        else if (uncapped.feeCents > max) expect(suffix).toMatch(/^, at most \$[\d,]+\.\d\d$/);
        else expect(suffix).toBe('');
      }),
      { numRuns: 500 },
    );
  });
});

describe('fee cap validation', () => {
  const valid = (caps: Caps) => VendorFeeSchema.safeParse(tenPercent(caps));
  const messages = (caps: Caps) =>
    (valid(caps).error?.issues ?? []).map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }));

  it.each([
    [{}],
    [{ min_fee: null, max_fee: null }],
    [{ min_fee: 15 }],
    [{ max_fee: 60 }],
    [{ min_fee: 15, max_fee: 60 }],
    [{ min_fee: 15, max_fee: 15 }],
    [{ min_fee: 0, max_fee: 0 }],
    [{ min_fee: 0.01, max_fee: 100_000 }],
  ])('takes %o', (caps) => {
    expect(valid(caps).success).toBe(true);
  });

  it('refuses a maximum below the minimum, on the maximum field', () => {
    expect(messages({ min_fee: 60, max_fee: 15 })).toEqual([
      { path: 'max_fee', message: FEE_CAP_MESSAGES.maxBelowMin },
    ]);
    expect(messages({ min_fee: 15.01, max_fee: 15 })).toEqual([
      { path: 'max_fee', message: 'Maximum fee must be at least the minimum fee.' },
    ]);
  });

  it.each([
    [{ min_fee: -1 }, 'min_fee', 'Minimum fee must be a non-negative number.'],
    [{ max_fee: -0.01 }, 'max_fee', 'Maximum fee must be a non-negative number.'],
    [{ min_fee: 1.005 }, 'min_fee', 'Use at most two decimals'],
    [{ max_fee: 100_000.01 }, 'max_fee', 'Amount must be at most $100,000.00'],
  ])('refuses %o on %s', (caps, path, message) => {
    expect(messages(caps)).toEqual([{ path, message }]);
  });

  it('reports the message under the fee row of a market', () => {
    const result = MarketInputSchema.safeParse({
      name: 'Riverside',
      day_of_week: 'SATURDAY',
      season: { start: -1, end: -1 },
      hours: { start: '08:00:00', end: '13:00:00' },
      gov_fee: 0,
      vendor_fees: [tenPercent({ min_fee: 60, max_fee: 15 })],
      custom_fields: {},
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['vendor_fees.0.max_fee', 'Maximum fee must be at least the minimum fee.'],
    ]);
  });
});
