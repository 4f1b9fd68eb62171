import { describe, expect, it } from 'vitest';
import { centsToFixedMoneyText, centsToMoneyText, moneyTextToCents } from './money-text';

describe('money text', () => {
  it('reads typed text as integer cents, half-typed text included', () => {
    expect(moneyTextToCents('412.5')).toBe(41250);
    expect(moneyTextToCents('5.')).toBe(500);
    expect(moneyTextToCents('0.07')).toBe(7);
    expect(moneyTextToCents('-12.34')).toBe(-1234);
    expect(moneyTextToCents('10000000')).toBe(1_000_000_000);
    expect(moneyTextToCents('')).toBe(0);
    expect(moneyTextToCents('-')).toBe(0);
    expect(moneyTextToCents('.')).toBe(0);
    expect(Object.is(moneyTextToCents('-0.'), 0)).toBe(true);
  });

  it('shows cents as a field text, short while typing and fixed when settled', () => {
    expect(centsToMoneyText(41250)).toBe('412.5');
    expect(centsToMoneyText(500)).toBe('5');
    expect(centsToMoneyText(7)).toBe('0.07');
    expect(centsToMoneyText(-1234)).toBe('-12.34');
    expect(centsToFixedMoneyText(41250)).toBe('412.50');
    expect(centsToFixedMoneyText(500)).toBe('5.00');
    expect(centsToFixedMoneyText(0)).toBe('0.00');
  });

  it('round-trips every text a two-decimal field accepts', () => {
    for (const text of ['0.01', '0.1', '1.99', '0.29', '1234.56', '99999.99']) {
      expect(centsToMoneyText(moneyTextToCents(text))).toBe(String(Number(text)));
    }
  });
});

describe('a NumericInput amount as cents', () => {
  it('reads the field amount through its text, so 0.29 is 29 (not 28.999…)', async () => {
    const { centsToFieldAmount, fieldAmountToCents } = await import('./money-text');
    expect(fieldAmountToCents(0.29)).toBe(29);
    expect(fieldAmountToCents(1234.56)).toBe(123_456);
    expect(fieldAmountToCents(-4.48)).toBe(-448);
    expect(centsToFieldAmount(29)).toBe(0.29);
    expect(centsToFieldAmount(123_456)).toBe(1234.56);
  });
});
