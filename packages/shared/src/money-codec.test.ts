import { describe, expect, it } from 'vitest';
import { centsUnder } from './cents-under';
import { dollarAmount } from './limit-schemas';
import { formatCentsCompact } from './money';
import { dollarsAsCents, nullableDollarsAsCents } from './money-codec';

describe('dollarsAsCents', () => {
  it('decodes dollars to integer cents without float noise, and encodes them back', () => {
    expect(dollarsAsCents.decode(123.45)).toBe(12_345);
    expect(dollarsAsCents.decode(0.1 + 0.2)).toBe(30);
    expect(dollarsAsCents.decode(-4.48)).toBe(-448);
    expect(dollarsAsCents.encode(12_345)).toBe(123.45);
    expect(nullableDollarsAsCents.decode(null)).toBeNull();
  });

  it('refuses what is not a number on the wire, and a fraction of a cent inside', () => {
    expect(() => dollarsAsCents.decode('1' as never)).toThrow();
    expect(() => dollarsAsCents.decode(Number.NaN)).toThrow();
    expect(() => dollarsAsCents.decode(Number.POSITIVE_INFINITY)).toThrow();
    expect(() => nullableDollarsAsCents.decode(undefined as never)).toThrow();
    expect(() => dollarsAsCents.encode(1.5)).toThrow();
    expect(nullableDollarsAsCents.encode(null)).toBeNull();
  });
});

describe('centsUnder', () => {
  it("holds cents to a dollar rule, with the rule's own message", () => {
    const schema = centsUnder(dollarAmount(100));
    expect(schema.safeParse(10_000).success).toBe(true);
    expect(schema.safeParse(10_001).error?.issues[0]?.message).toBe('Amount must be at most $100.00');
    expect(schema.safeParse(-1).error?.issues[0]?.message).toBe('Amount must be positive');
  });
});

describe('formatCentsCompact', () => {
  it('writes an axis amount short, from cents', () => {
    expect(formatCentsCompact(123_456)).toBe('$1.2K');
    expect(formatCentsCompact(2_500)).toBe('$25');
    expect(formatCentsCompact(-250_000_000)).toBe('-$2.5M');
  });
});
