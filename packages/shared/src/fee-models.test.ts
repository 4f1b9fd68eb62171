import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { setupI18n } from '@lingui/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FEE_STRUCTURES, type FeeStructure, TOKEN_PROGRAMS } from './enums';
import {
  type CheckoutTokenLine,
  calculateCheckout,
  calculateVendorFee,
  describeVendorFee,
  feeRuleOf,
} from './fee-calculation';
import { FEE_MODEL_MESSAGES, MAX_PERCENT_TIERS, type VendorFee, VendorFeeSchema } from './fees';
import { type Catalogue, compileCatalogue } from './i18n/compile';
import { indexEnglishCatalogues, sayEnglish } from './i18n/english-index';

// docs/product.md §10 "Fee models": a sales threshold, a sliding scale and programs left out of the percent's base,
// each on the percent part of PERCENT_GROSS, FLAT_PERCENT_COMBO and MAX_OF_EITHER.

type Models = Pick<
  VendorFee,
  'percent_threshold' | 'percent_tiers' | 'excluded_programs' | 'min_fee' | 'max_fee'
>;
const fee = (fee_type: FeeStructure, flat: number, percent: number, models: Models = {}): VendorFee => ({
  vendor_type: 'PRODUCER',
  fee_type,
  flat,
  percent,
  ...models,
});
const priced = (rule: VendorFee, grossCents: number, tokens: CheckoutTokenLine[] = []) => {
  const { feeCents, calculation } = calculateVendorFee({ grossCents, rule: feeRuleOf(rule), tokens });
  return [feeCents, calculation];
};

// $10 SNAP tokens, $2 incentive tokens, and a token of no program a rule could leave out.
const snap = (count: number): CheckoutTokenLine => ({ count, perDollarValueCents: 1_000, program: 'SNAP' });
const incentive = (count: number): CheckoutTokenLine => ({
  count,
  perDollarValueCents: 200,
  program: 'INCENTIVE',
});
const unnamed = (count: number): CheckoutTokenLine => ({ count, perDollarValueCents: 1_000 });

describe('a sales threshold: no percent below $X, the whole base at or above it', () => {
  const threshold = { percent_threshold: 100 };
  it.each([
    // [rule, gross cents, fee cents, line]; a cent below, at and a cent above $100.00.
    [fee('PERCENT_GROSS', 0, 10, threshold), 9_999, 0, 'no percent below $100.00: $0.00'],
    [fee('PERCENT_GROSS', 0, 10, threshold), 10_000, 1_000, '10% of $100.00 = $10.00'],
    [fee('PERCENT_GROSS', 0, 10, threshold), 10_005, 1_001, '10% of $100.05 = $10.01'],
    [fee('PERCENT_GROSS', 0, 10, threshold), 0, 0, 'no percent below $100.00: $0.00'],
    [fee('FLAT_PERCENT_COMBO', 10, 10, threshold), 9_999, 1_000, 'no percent below $100.00: $10.00 flat'],
    [fee('FLAT_PERCENT_COMBO', 10, 10, threshold), 10_000, 2_000, '$10.00 + 10% of $100.00 = $20.00'],
    [fee('FLAT_PERCENT_COMBO', 10, 10, threshold), 10_005, 2_001, '$10.00 + 10% of $100.05 = $20.01'],
    [fee('MAX_OF_EITHER', 5, 10, threshold), 9_999, 500, 'no percent below $100.00: $5.00 flat'],
    [fee('MAX_OF_EITHER', 5, 10, threshold), 10_000, 1_000, 'max($5.00, 10% of $100.00) = $10.00'],
    [fee('MAX_OF_EITHER', 5, 10, threshold), 10_005, 1_001, 'max($5.00, 10% of $100.05) = $10.01'],
    // A flat fee has no percent part: the threshold changes nothing.
    [fee('FLAT_FEE', 25, 0, threshold), 9_999, 2_500, '$25.00 flat'],
    [fee('FLAT_FEE', 25, 0, threshold), 10_001, 2_500, '$25.00 flat'],
    // A threshold of $0 never holds the percent back.
    [fee('PERCENT_GROSS', 0, 10, { percent_threshold: 0 }), 0, 0, '10% of $0.00 = $0.00'],
  ])('%o on %i cents → %i: %s', (rule, gross, expected, line) => {
    expect(priced(rule, gross)).toEqual([expected, line]);
  });
});

describe('a sliding scale: the rate of the bracket the base falls in, on the whole base', () => {
  const tiers = {
    percent_tiers: [
      { from: 0, percent: 5 },
      { from: 500, percent: 7 },
      { from: 1_000, percent: 9 },
    ],
  };
  it.each([
    [fee('PERCENT_GROSS', 0, 6, tiers), 0, 0, '5% of $0.00 (sales from $0.00) = $0.00'],
    [fee('PERCENT_GROSS', 0, 6, tiers), 49_999, 2_500, '5% of $499.99 (sales from $0.00) = $25.00'],
    [fee('PERCENT_GROSS', 0, 6, tiers), 50_000, 3_500, '7% of $500.00 (sales from $500.00) = $35.00'],
    [fee('PERCENT_GROSS', 0, 6, tiers), 50_001, 3_500, '7% of $500.01 (sales from $500.00) = $35.00'],
    [fee('PERCENT_GROSS', 0, 6, tiers), 99_999, 7_000, '7% of $999.99 (sales from $500.00) = $70.00'],
    [fee('PERCENT_GROSS', 0, 6, tiers), 100_000, 9_000, '9% of $1,000.00 (sales from $1,000.00) = $90.00'],
    [
      fee('FLAT_PERCENT_COMBO', 10, 6, tiers),
      80_000,
      6_600,
      '$10.00 + 7% of $800.00 (sales from $500.00) = $66.00',
    ],
    [
      fee('FLAT_PERCENT_COMBO', 10, 6, tiers),
      30_000,
      2_500,
      '$10.00 + 5% of $300.00 (sales from $0.00) = $25.00',
    ],
    [
      fee('MAX_OF_EITHER', 25, 6, tiers),
      30_000,
      2_500,
      'max($25.00, 5% of $300.00 (sales from $0.00)) = $25.00',
    ],
    [
      fee('MAX_OF_EITHER', 25, 6, tiers),
      80_000,
      5_600,
      'max($25.00, 7% of $800.00 (sales from $500.00)) = $56.00',
    ],
    [fee('FLAT_FEE', 25, 0, tiers), 80_000, 2_500, '$25.00 flat'],
    // One tier is the one percent, named as a scale.
    [
      fee('PERCENT_GROSS', 0, 6, { percent_tiers: [{ from: 0, percent: 4 }] }),
      10_000,
      400,
      '4% of $100.00 (sales from $0.00) = $4.00',
    ],
  ])('%o on %i cents → %i: %s', (rule, gross, expected, line) => {
    expect(priced(rule, gross)).toEqual([expected, line]);
  });
});

describe('programs left out of the base: base = max(0, gross − their tokens handed in)', () => {
  const noSnap = { excluded_programs: ['SNAP' as const] };
  it.each([
    [
      fee('PERCENT_GROSS', 0, 6, noSnap),
      50_000,
      [snap(8), incentive(5)],
      2_520,
      '6% of $420.00 (gross $500.00 less $80.00 SNAP tokens) = $25.20',
    ],
    [
      fee('FLAT_PERCENT_COMBO', 10, 6, noSnap),
      50_000,
      [snap(8)],
      3_520,
      '$10.00 + 6% of $420.00 (gross $500.00 less $80.00 SNAP tokens) = $35.20',
    ],
    [
      fee('MAX_OF_EITHER', 30, 6, noSnap),
      50_000,
      [snap(8)],
      3_000,
      'max($30.00, 6% of $420.00 (gross $500.00 less $80.00 SNAP tokens)) = $30.00',
    ],
    [
      fee('MAX_OF_EITHER', 20, 6, noSnap),
      50_000,
      [snap(8)],
      2_520,
      'max($20.00, 6% of $420.00 (gross $500.00 less $80.00 SNAP tokens)) = $25.20',
    ],
    [fee('FLAT_FEE', 25, 0, noSnap), 50_000, [snap(8)], 2_500, '$25.00 flat'],
    // No tokens of the program handed in: today's line.
    [fee('PERCENT_GROSS', 0, 6, noSnap), 50_000, [incentive(5), unnamed(3)], 3_000, '6% of $500.00 = $30.00'],
    // More tokens than gross: the base stops at $0.
    [
      fee('PERCENT_GROSS', 0, 6, noSnap),
      5_000,
      [snap(8)],
      0,
      '6% of $0.00 (gross $50.00 less $80.00 SNAP tokens) = $0.00',
    ],
    [
      fee('FLAT_PERCENT_COMBO', 10, 6, noSnap),
      5_000,
      [snap(8)],
      1_000,
      '$10.00 + 6% of $0.00 (gross $50.00 less $80.00 SNAP tokens) = $10.00',
    ],
    // Two programs, named in their usual order whatever the rule's order.
    [
      fee('PERCENT_GROSS', 0, 6, { excluded_programs: ['INCENTIVE', 'SNAP'] }),
      50_000,
      [incentive(5), snap(8)],
      2_460,
      '6% of $410.00 (gross $500.00 less $90.00 SNAP and Incentive tokens) = $24.60',
    ],
    // Only the programs of which tokens were handed in are named.
    [
      fee('PERCENT_GROSS', 0, 6, { excluded_programs: ['SNAP', 'INCENTIVE', 'MARKET_BUCKS'] }),
      50_000,
      [snap(1), snap(2)],
      2_820,
      '6% of $470.00 (gross $500.00 less $30.00 SNAP tokens) = $28.20',
    ],
  ])('%o on %i cents with %o → %i: %s', (rule, gross, tokens, expected, line) => {
    expect(priced(rule, gross, tokens)).toEqual([expected, line]);
  });
});

describe('the models together, and with the caps after', () => {
  const all = {
    percent_threshold: 100,
    percent_tiers: [
      { from: 0, percent: 5 },
      { from: 500, percent: 7 },
    ],
    excluded_programs: ['SNAP' as const],
  };
  it.each([
    // The threshold is on the base, not the gross: $150 gross less $80 SNAP is $70, below $100.
    [
      fee('FLAT_PERCENT_COMBO', 10, 6, all),
      15_000,
      [snap(8)],
      1_000,
      'no percent below $100.00 on $70.00 (gross $150.00 less $80.00 SNAP tokens): $10.00 flat',
    ],
    [
      fee('PERCENT_GROSS', 0, 6, all),
      15_000,
      [snap(8)],
      0,
      'no percent below $100.00 on $70.00 (gross $150.00 less $80.00 SNAP tokens): $0.00',
    ],
    [
      fee('MAX_OF_EITHER', 5, 6, all),
      18_000,
      [snap(8)],
      500,
      // At the threshold exactly: the percent applies.
      'max($5.00, 5% of $100.00 (gross $180.00 less $80.00 SNAP tokens) (sales from $0.00)) = $5.00',
    ],
    // So is the tier: $520 gross less $80 SNAP is $440, in the 5% tier.
    [
      fee('PERCENT_GROSS', 0, 6, all),
      52_000,
      [snap(8)],
      2_200,
      '5% of $440.00 (gross $520.00 less $80.00 SNAP tokens) (sales from $0.00) = $22.00',
    ],
    [
      fee('PERCENT_GROSS', 0, 6, all),
      80_000,
      [snap(8)],
      5_040,
      '7% of $720.00 (gross $800.00 less $80.00 SNAP tokens) (sales from $500.00) = $50.40',
    ],
    // Caps apply after the models, on the rounded fee.
    [
      fee('PERCENT_GROSS', 0, 6, { ...all, min_fee: 15 }),
      9_000,
      [],
      1_500,
      'no percent below $100.00: $0.00, at least $15.00',
    ],
    [
      fee('PERCENT_GROSS', 0, 6, { ...all, max_fee: 40 }),
      80_000,
      [snap(8)],
      4_000,
      '7% of $720.00 (gross $800.00 less $80.00 SNAP tokens) (sales from $500.00) = $50.40, at most $40.00',
    ],
    [
      fee('FLAT_PERCENT_COMBO', 10, 6, { ...all, min_fee: 12, max_fee: 60 }),
      9_999,
      [],
      1_200,
      'no percent below $100.00: $10.00 flat, at least $12.00',
    ],
    // Rounding half away from zero, once, on the base (whole cents): 12.5% of 4 cents is half a cent.
    [
      fee('PERCENT_GROSS', 0, 6, {
        percent_tiers: [{ from: 0, percent: 12.5 }],
        excluded_programs: ['SNAP'],
      }),
      1_004,
      [snap(1)],
      1,
      '12.5% of $0.04 (gross $10.04 less $10.00 SNAP tokens) (sales from $0.00) = $0.01',
    ],
    [
      fee('PERCENT_GROSS', 0, 5, { excluded_programs: ['SNAP'] }),
      1_029,
      [snap(1)],
      1,
      '5% of $0.29 (gross $10.29 less $10.00 SNAP tokens) = $0.01',
    ],
  ])('%o on %i cents with %o → %i: %s', (rule, gross, tokens, expected, line) => {
    expect(priced(rule, gross, tokens)).toEqual([expected, line]);
  });
});

describe('a rule saved before the fee models', () => {
  it('gives exactly the fee and line it gave before, whatever tokens were handed in', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FEE_STRUCTURES),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 1_000_000_000 }),
        fc.array(
          fc.record({
            count: fc.integer({ min: 0, max: 1_000 }),
            perDollarValueCents: fc.integer({ min: 1, max: 100_000 }),
            program: fc.constantFrom(...TOKEN_PROGRAMS),
          }),
          { maxLength: 4 },
        ),
        (feeType, flatCents, basisPoints, grossCents, tokens) => {
          const before = fee(feeType, flatCents / 100, basisPoints / 100);
          const saved = fee(feeType, flatCents / 100, basisPoints / 100, {
            percent_threshold: null,
            percent_tiers: null,
            excluded_programs: [],
          });
          const old = calculateVendorFee({ grossCents, rule: feeRuleOf(before) });
          expect(calculateVendorFee({ grossCents, rule: feeRuleOf(saved), tokens })).toEqual(old);
          expect(old.calculation).not.toMatch(/sales from|less|no percent/);
        },
      ),
    );
  });
});

describe('the checkout with the fee models', () => {
  it('takes the tokens’ programs into the fee and the money owed', () => {
    const totals = calculateCheckout({
      grossCents: 50_000,
      vendorType: 'PRODUCER',
      vendorFees: [fee('PERCENT_GROSS', 0, 6, { excluded_programs: ['SNAP'] })],
      govFeeCents: 100,
      tokens: [snap(8)],
    });
    expect(totals).toEqual({
      marketFeeCents: 2_520,
      govFeeCents: 100,
      tokenTotalCents: 8_000,
      moneyOwedCents: 2_520 + 100 - 8_000,
      calculation: '6% of $420.00 (gross $500.00 less $80.00 SNAP tokens) = $25.20',
    });
  });

  it('charges a sliding scale whose one percent is 0, and reads "No fees applicable." only when every tier is 0', () => {
    const scale = (percents: number[]) =>
      calculateCheckout({
        grossCents: 80_000,
        vendorType: 'PRODUCER',
        vendorFees: [
          fee('PERCENT_GROSS', 0, 0, {
            percent_tiers: percents.map((percent, i) => ({ from: i * 500, percent })),
          }),
        ],
        govFeeCents: 0,
        tokens: [],
      });
    expect(scale([0, 7]).calculation).toBe('7% of $800.00 (sales from $500.00) = $56.00');
    expect(scale([0, 0]).calculation).toBe('No fees applicable.');
  });
});

describe('the rule in words', () => {
  it.each([
    [
      fee('PERCENT_GROSS', 0, 10, { min_fee: 15, max_fee: 60 }),
      '10% of gross, at least $15.00, at most $60.00',
    ],
    [
      fee('PERCENT_GROSS', 0, 6, {
        percent_tiers: [
          { from: 0, percent: 5 },
          { from: 500, percent: 7 },
        ],
        excluded_programs: ['INCENTIVE', 'SNAP'],
        percent_threshold: 100,
        min_fee: 15,
      }),
      '5% of gross, 7% from $500.00, not counting SNAP and Incentive tokens, no percent below $100.00, at least $15.00',
    ],
    [
      fee('MAX_OF_EITHER', 25, 8.5, { excluded_programs: ['SNAP'] }),
      '$25.00 or 8.5% of gross, whichever is greater, not counting SNAP tokens',
    ],
    [fee('FLAT_FEE', 25, 0, { excluded_programs: ['SNAP'], percent_threshold: 100 }), '$25.00 flat'],
  ])('%o: %s', (rule, words) => {
    expect(describeVendorFee(rule)).toBe(words);
  });
});

describe('the fee models in the market form (VendorFeeSchema)', () => {
  const issues = (models: Models) => {
    const result = VendorFeeSchema.safeParse(fee('PERCENT_GROSS', 0, 6, models));
    return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
  };
  const tiers = (...list: [number, number][]) => ({
    percent_tiers: list.map(([from, percent]) => ({ from, percent })),
  });

  it('takes a rule without models, or with each of them', () => {
    expect(issues({})).toEqual([]);
    expect(issues({ percent_threshold: null, percent_tiers: null, excluded_programs: [] })).toEqual([]);
    expect(
      issues({ percent_threshold: 100.5, ...tiers([0, 5], [500, 7.25]), excluded_programs: ['SNAP'] }),
    ).toEqual([]);
  });

  it.each([
    [tiers([100, 5]), [['percent_tiers.0.from', FEE_MODEL_MESSAGES.firstTierFromZero]]],
    [tiers([0, 5], [500, 7], [500, 8]), [['percent_tiers.2.from', FEE_MODEL_MESSAGES.tiersAscending]]],
    [tiers([0, 5], [500, 7], [400, 8]), [['percent_tiers.2.from', FEE_MODEL_MESSAGES.tiersAscending]]],
    [{ percent_tiers: [] }, [['percent_tiers', FEE_MODEL_MESSAGES.noTiers]]],
    [tiers([0, 101]), [['percent_tiers.0.percent', 'Percentage cannot exceed 100.']]],
    [tiers([0, -1]), [['percent_tiers.0.percent', 'Percentage must be a non-negative number.']]],
    [tiers([0, 5.125]), [['percent_tiers.0.percent', 'Use at most two decimals']]],
    [tiers([0, 5], [-1, 6]), expect.arrayContaining([['percent_tiers.1.from', FEE_MODEL_MESSAGES.tierFrom]])],
    [tiers([0, 5], [0.005, 6]), [['percent_tiers.1.from', 'Use at most two decimals']]],
    [{ percent_threshold: -1 }, [['percent_threshold', FEE_MODEL_MESSAGES.threshold]]],
    [{ percent_threshold: 1.001 }, [['percent_threshold', 'Use at most two decimals']]],
  ])('%o: %o', (models, expected) => {
    expect(issues(models)).toEqual(expected);
  });

  it(`takes at most ${MAX_PERCENT_TIERS} tiers`, () => {
    const many = (n: number) =>
      tiers(...Array.from({ length: n }, (_, i) => [i * 100, 5] as [number, number]));
    expect(issues(many(MAX_PERCENT_TIERS))).toEqual([]);
    expect(issues(many(MAX_PERCENT_TIERS + 1))).toEqual([['percent_tiers', FEE_MODEL_MESSAGES.tooManyTiers]]);
  });

  it('takes only the token programs', () => {
    expect(issues({ excluded_programs: ['CASH' as 'SNAP'] })[0]?.[0]).toBe('excluded_programs.0');
  });
});

// The line is made in English and said in the reader's language at the edge (the web's sayShared, the server's
// receipts), through the shared catalogues: each new wording is said in Spanish, the amounts kept.
describe('the calculation line in Spanish', () => {
  const MESSAGES = path.join(import.meta.dirname, 'i18n', 'messages');
  const areas = readdirSync(MESSAGES).filter((name) => !name.includes('.'));
  const read = (area: string, locale: string) =>
    JSON.parse(readFileSync(path.join(MESSAGES, area, `${locale}.json`), 'utf8')) as Catalogue;
  const index = indexEnglishCatalogues(Object.fromEntries(areas.map((a) => [`shared/${a}`, read(a, 'en')])));
  const es = setupI18n({
    locale: 'es',
    messages: { es: Object.assign({}, ...areas.map((a) => compileCatalogue(`shared/${a}`, read(a, 'es')))) },
  });
  const say = (text: string) => sayEnglish(index, text, (id, values) => es._(id, values));

  it.each([
    [
      '6% of $420.00 (gross $500.00 less $80.00 SNAP tokens) = $25.20',
      '6% de $420.00 (bruto $500.00 menos $80.00 en fichas SNAP) = $25.20',
    ],
    [
      '$10.00 + 6% of $410.00 (gross $500.00 less $90.00 SNAP and Incentive tokens) = $34.60',
      '$10.00 + 6% de $410.00 (bruto $500.00 menos $90.00 en fichas SNAP y Incentivo) = $34.60',
    ],
    ['no percent below $100.00: $10.00 flat', 'sin porcentaje por debajo de $100.00: $10.00 fija'],
    [
      'no percent below $100.00: $0.00, at least $15.00',
      'sin porcentaje por debajo de $100.00: $0.00, mínimo $15.00',
    ],
    [
      'no percent below $100.00 on $70.00 (gross $150.00 less $80.00 SNAP tokens): $10.00 flat',
      'sin porcentaje por debajo de $100.00 sobre $70.00 (bruto $150.00 menos $80.00 en fichas SNAP): $10.00 fija',
    ],
    ['7% of $800.00 (sales from $500.00) = $56.00', '7% de $800.00 (ventas desde $500.00) = $56.00'],
    [
      'max($25.00, 7% of $720.00 (gross $800.00 less $80.00 SNAP tokens) (sales from $500.00)) = $50.40, at most $40.00',
      'máx($25.00, 7% de $720.00 (bruto $800.00 menos $80.00 en fichas SNAP) (ventas desde $500.00)) = $50.40, máximo $40.00',
    ],
  ])('%s', (english, spanish) => {
    expect(say(english)).toBe(spanish);
  });
});
