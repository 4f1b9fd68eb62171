import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FeeStructure, VendorType } from './enums';
import {
  calculateCheckout,
  calculateVendorFee,
  describeVendorFee,
  feeRuleOf,
  percentOfCents,
} from './fee-calculation';
import type { VendorFee } from './fees';

const fee = (
  fee_type: FeeStructure,
  flat: number,
  percent: number,
  vendor_type: VendorType = 'PRODUCER',
): VendorFee => ({
  vendor_type,
  fee_type,
  flat,
  percent,
});

describe('vendor fee by fee type', () => {
  it.each([
    // [fee type, flat $, percent, gross cents, expected fee cents, expected text]
    ['PERCENT_GROSS', 0, 10, 50_000, 5_000, '10% of $500.00 = $50.00'],
    ['PERCENT_GROSS', 0, 6, 12_345, 741, '6% of $123.45 = $7.41'],
    ['PERCENT_GROSS', 0, 6, 0, 0, '6% of $0.00 = $0.00'],
    ['PERCENT_GROSS', 0, 8.5, 10_000, 850, '8.5% of $100.00 = $8.50'],
    ['PERCENT_GROSS', 0, 100, 9_999, 9_999, '100% of $99.99 = $99.99'],
    ['PERCENT_GROSS', 0, 0.01, 100, 0, '0.01% of $1.00 = $0.00'],
    ['PERCENT_GROSS', 0, 5, 10, 1, '5% of $0.10 = $0.01'], // 0.5 cent rounds up
    ['PERCENT_GROSS', 0, 5, 30, 2, '5% of $0.30 = $0.02'], // 1.5 cents rounds up
    ['PERCENT_GROSS', 0, 5, 29, 1, '5% of $0.29 = $0.01'], // 1.45 cents rounds down
    ['PERCENT_GROSS', 0, 12.5, 4, 1, '12.5% of $0.04 = $0.01'], // exactly half a cent
    ['PERCENT_GROSS', 0, 33.33, 100_000, 33_330, '33.33% of $1,000.00 = $333.30'],
    ['PERCENT_GROSS', 0, 7.25, 123_456_789, 8_950_617, '7.25% of $1,234,567.89 = $89,506.17'],
    ['FLAT_FEE', 25, 0, 50_000, 2_500, '$25.00 flat'],
    ['FLAT_FEE', 25, 10, 50_000, 2_500, '$25.00 flat'],
    ['FLAT_FEE', 0.01, 0, 0, 1, '$0.01 flat'],
    ['FLAT_FEE', 1_000, 0, 100, 100_000, '$1,000.00 flat'],
    ['FLAT_FEE', 19.99, 0, 0, 1_999, '$19.99 flat'],
    ['FLAT_PERCENT_COMBO', 10, 5, 50_000, 3_500, '$10.00 + 5% of $500.00 = $35.00'],
    ['FLAT_PERCENT_COMBO', 10, 5, 0, 1_000, '$10.00 + 5% of $0.00 = $10.00'],
    ['FLAT_PERCENT_COMBO', 0, 5, 50_000, 2_500, '$0.00 + 5% of $500.00 = $25.00'],
    ['FLAT_PERCENT_COMBO', 2.5, 2.5, 10_010, 500, '$2.50 + 2.5% of $100.10 = $5.00'], // 250.25 → 250
    ['FLAT_PERCENT_COMBO', 2.5, 2.5, 10_020, 501, '$2.50 + 2.5% of $100.20 = $5.01'], // 250.5 → 251
    ['FLAT_PERCENT_COMBO', 15, 0, 50_000, 1_500, '$15.00 + 0% of $500.00 = $15.00'],
    ['MAX_OF_EITHER', 25, 10, 50_000, 5_000, 'max($25.00, 10% of $500.00) = $50.00'],
    ['MAX_OF_EITHER', 25, 10, 10_000, 2_500, 'max($25.00, 10% of $100.00) = $25.00'],
    ['MAX_OF_EITHER', 25, 10, 25_000, 2_500, 'max($25.00, 10% of $250.00) = $25.00'], // tie
    ['MAX_OF_EITHER', 25, 10, 25_010, 2_501, 'max($25.00, 10% of $250.10) = $25.01'],
    ['MAX_OF_EITHER', 30, 8, 0, 3_000, 'max($30.00, 8% of $0.00) = $30.00'],
    ['MAX_OF_EITHER', 0, 8, 37_500, 3_000, 'max($0.00, 8% of $375.00) = $30.00'],
    ['MAX_OF_EITHER', 30, 8, 37_507, 3_001, 'max($30.00, 8% of $375.07) = $30.01'], // 3000.56 → 3001
  ] as const)(
    '%s flat $%d at %d%% on %d cents → %d cents',
    (type, flat, percent, grossCents, cents, text) => {
      const result = calculateVendorFee({ grossCents, rule: feeRuleOf(fee(type, flat, percent)) });
      expect(result.feeCents).toBe(cents);
      expect(result.calculation).toBe(text);
    },
  );
});

describe('checkout totals', () => {
  const fees = [fee('PERCENT_GROSS', 0, 6, 'PRODUCER'), fee('FLAT_FEE', 25, 0, 'ANCILLARY')];

  it.each([
    // [vendor type, gross, gov fee, tokens, fee, owed, text]
    ['PRODUCER', 50_000, 50, [], 3_000, 3_050, '6% of $500.00 = $30.00'],
    [
      'PRODUCER',
      50_000,
      0,
      [{ count: 10, perDollarValueCents: 100 }],
      3_000,
      2_000,
      '6% of $500.00 = $30.00',
    ],
    [
      'PRODUCER',
      50_000,
      50,
      [{ count: 40, perDollarValueCents: 100 }],
      3_000,
      -950,
      '6% of $500.00 = $30.00',
    ],
    [
      'PRODUCER',
      12_345,
      50,
      [
        { count: 3, perDollarValueCents: 500 },
        { count: 2, perDollarValueCents: 100 },
      ],
      741,
      -909,
      '6% of $123.45 = $7.41',
    ],
    ['ANCILLARY', 0, 50, [], 2_500, 2_550, '$25.00 flat'],
    ['NON_PRODUCER', 50_000, 50, [], 0, 50, 'No fee found for NON_PRODUCER'],
    ['PRODUCER', 0, 0, [], 0, 0, '6% of $0.00 = $0.00'],
    ['ANCILLARY', 80_000, 0, [{ count: 0, perDollarValueCents: 500 }], 2_500, 2_500, '$25.00 flat'],
  ] as const)(
    '%s with gross %d, gov %d → fee %d, owed %d',
    (vendorType, grossCents, govFeeCents, tokens, feeCents, owed, text) => {
      const totals = calculateCheckout({
        grossCents,
        vendorType,
        vendorFees: fees,
        govFeeCents,
        tokens: [...tokens],
      });
      expect(totals.marketFeeCents).toBe(feeCents);
      expect(totals.moneyOwedCents).toBe(owed);
      expect(totals.calculation).toBe(text);
    },
  );

  it('names a market without fees and a rule of zeros', () => {
    const none = calculateCheckout({
      grossCents: 100,
      vendorType: 'PRODUCER',
      vendorFees: [],
      govFeeCents: 0,
      tokens: [],
    });
    expect(none.calculation).toBe('No vendor fees for this market');
    const zero = calculateCheckout({
      grossCents: 100,
      vendorType: 'PRODUCER',
      vendorFees: [fee('FLAT_FEE', 0, 0)],
      govFeeCents: 0,
      tokens: [],
    });
    expect(zero.calculation).toBe('No fees applicable.');
  });

  it('says so for an unknown fee type', () => {
    const result = calculateVendorFee({
      grossCents: 100,
      rule: feeRuleOf(fee('BOGUS' as FeeStructure, 1, 1)),
    });
    expect(result).toEqual({ feeCents: 0, calculation: 'Unknown fee type' });
  });

  it('owed = fee + gov − Σ tokens for any amounts in cents', () => {
    const feeArb = fc.record({
      vendor_type: fc.constantFrom<VendorType>('PRODUCER', 'NON_PRODUCER', 'ANCILLARY'),
      fee_type: fc.constantFrom<FeeStructure>(
        'PERCENT_GROSS',
        'FLAT_FEE',
        'FLAT_PERCENT_COMBO',
        'MAX_OF_EITHER',
      ),
      flat: fc.integer({ min: 0, max: 1_000_000 }).map((c) => c / 100),
      percent: fc.integer({ min: 0, max: 10_000 }).map((h) => h / 100),
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        feeArb,
        fc.array(
          fc.record({ count: fc.nat(1000), perDollarValueCents: fc.integer({ min: 0, max: 10_000 }) }),
          {
            maxLength: 5,
          },
        ),
        (grossCents, govFeeCents, rule, tokens) => {
          const totals = calculateCheckout({
            grossCents,
            vendorType: rule.vendor_type,
            vendorFees: [rule],
            govFeeCents,
            tokens,
          });
          const tokenSum = tokens.reduce((s, t) => s + t.count * t.perDollarValueCents, 0);
          expect(Number.isInteger(totals.moneyOwedCents)).toBe(true);
          expect(totals.tokenTotalCents).toBe(tokenSum);
          expect(totals.moneyOwedCents).toBe(totals.marketFeeCents + govFeeCents - tokenSum);
          // The fee never uses a fraction of a cent and matches exact rational arithmetic rounded half up.
          const exactPercent = (grossCents * Math.round(rule.percent * 100)) / 10_000;
          const percentCents = Math.floor(exactPercent + 0.5);
          expect(percentOfCents({ cents: grossCents, basisPoints: Math.round(rule.percent * 100) })).toBe(
            percentCents,
          );
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('fee descriptions', () => {
  it.each([
    [fee('PERCENT_GROSS', 0, 6), '6% of gross'],
    [fee('FLAT_FEE', 25, 0), '$25.00 flat'],
    [fee('FLAT_PERCENT_COMBO', 10, 5), '$10.00 + 5% of gross'],
    [fee('MAX_OF_EITHER', 25, 8.5), '$25.00 or 8.5% of gross, whichever is greater'],
  ])('%o reads "%s"', (rule, text) => {
    expect(describeVendorFee(rule)).toBe(text);
  });
});
