// @vitest-environment node
import type { VendorFee } from '@marketday/shared';
import { describe, expect, it } from 'vitest';
import { describeFee, feeExample, usesFlat, usesPercent } from './fee-description';

const rule = (fee: Omit<VendorFee, 'vendor_type'>): VendorFee => ({ vendor_type: 'PRODUCER', ...fee });

describe('describeFee', () => {
  it('puts a percent-of-gross rule in words', () => {
    expect(describeFee(rule({ fee_type: 'PERCENT_GROSS', flat: 0, percent: 6 }))).toBe('6% of gross');
  });

  it('puts a flat fee in words', () => {
    expect(describeFee(rule({ fee_type: 'FLAT_FEE', flat: 25, percent: 0 }))).toBe('$25.00 flat');
  });

  it('puts a flat plus percent rule in words', () => {
    expect(describeFee(rule({ fee_type: 'FLAT_PERCENT_COMBO', flat: 10, percent: 5 }))).toBe(
      '$10.00 + 5% of gross',
    );
  });

  it('puts a greater-of rule in words, keeping a fractional percent', () => {
    expect(describeFee(rule({ fee_type: 'MAX_OF_EITHER', flat: 25, percent: 8.5 }))).toBe(
      '$25.00 or 8.5% of gross, whichever is greater',
    );
  });

  it('shows thousands separators in the flat amount', () => {
    expect(describeFee(rule({ fee_type: 'FLAT_FEE', flat: 1234.5, percent: 0 }))).toBe('$1,234.50 flat');
  });
});

describe('feeExample', () => {
  it('gives the fee each type charges on $500 gross', () => {
    expect(feeExample(rule({ fee_type: 'PERCENT_GROSS', flat: 99, percent: 6 }))).toBe(
      'On $500.00 gross: $30.00',
    );
    expect(feeExample(rule({ fee_type: 'FLAT_FEE', flat: 25, percent: 99 }))).toBe(
      'On $500.00 gross: $25.00',
    );
    expect(feeExample(rule({ fee_type: 'FLAT_PERCENT_COMBO', flat: 10, percent: 5 }))).toBe(
      'On $500.00 gross: $35.00',
    );
    expect(feeExample(rule({ fee_type: 'MAX_OF_EITHER', flat: 25, percent: 8.5 }))).toBe(
      'On $500.00 gross: $42.50',
    );
    expect(feeExample(rule({ fee_type: 'MAX_OF_EITHER', flat: 50, percent: 8.5 }))).toBe(
      'On $500.00 gross: $50.00',
    );
  });

  it('rounds a half cent away from zero', () => {
    // 10% of $0.05 is half a cent.
    expect(feeExample(rule({ fee_type: 'PERCENT_GROSS', flat: 0, percent: 10 }), 5)).toBe(
      'On $0.05 gross: $0.01',
    );
  });
});

describe('which amounts a fee type uses', () => {
  it('hides the flat amount for percent-only and the percent for flat-only rules', () => {
    expect(usesFlat('PERCENT_GROSS')).toBe(false);
    expect(usesPercent('FLAT_FEE')).toBe(false);
    expect(usesFlat('MAX_OF_EITHER') && usesPercent('MAX_OF_EITHER')).toBe(true);
    expect(usesFlat('FLAT_PERCENT_COMBO') && usesPercent('FLAT_PERCENT_COMBO')).toBe(true);
  });
});
