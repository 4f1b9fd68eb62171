// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { applyNumericInput, formatNumericValue, parseNumericText } from './numeric-input';

describe('applyNumericInput', () => {
  it.each([
    ['5', '5', 5],
    ['12.34', '12.34', 12.34],
    ['05', '5', 5],
    ['007', '7', 7],
    ['00', '0', 0],
    ['0', '0', 0],
    ['0.5', '0.5', 0.5],
    ['00.5', '0.5', 0.5],
    ['0.', '0.', 0],
    ['5.', '5.', 5],
    ['.5', '0.5', 0.5],
    ['.', '0.', 0],
    ['1.05', '1.05', 1.05],
  ])('accepts %j as %j (value %d)', (text, shown, value) => {
    expect(applyNumericInput({ text })).toEqual({ text: shown, value });
  });

  it('turns an emptied field into 0 while keeping it empty for typing', () => {
    expect(applyNumericInput({ text: '' })).toEqual({ text: '', value: 0 });
  });

  it.each(['abc', '1a', 'e5', '1e5', '1,5', '1..2', '1.2.3', ' 1', '+1', '$5', '1.234', '0.001'])(
    'rejects %j',
    (text) => {
      expect(applyNumericInput({ text })).toBeNull();
    },
  );

  it.each([
    ['1.234', 3, '1.234', 1.234],
    ['1.5', 1, '1.5', 1.5],
  ])('allows %j with %d decimals', (text, decimals, shown, value) => {
    expect(applyNumericInput({ text, decimals })).toEqual({ text: shown, value });
  });

  it.each([
    ['1.55', 1],
    ['1.', 0],
    ['1.2345', 3],
  ])('rejects %j with %d decimals', (text, decimals) => {
    expect(applyNumericInput({ text, decimals })).toBeNull();
  });

  describe('minus sign', () => {
    it.each(['-', '-5', '-0.5'])('is rejected in %j when negatives are not allowed', (text) => {
      expect(applyNumericInput({ text })).toBeNull();
    });

    it.each([
      ['-', '-', 0],
      ['-5', '-5', -5],
      ['-05', '-5', -5],
      ['-0.5', '-0.5', -0.5],
      ['-.5', '-0.5', -0.5],
      ['-0.', '-0.', 0],
    ])('is accepted leading %j → %j (value %d) when allowed', (text, shown, value) => {
      expect(applyNumericInput({ text, allowNegative: true })).toEqual({ text: shown, value });
    });

    it.each(['5-', '1-2', '--5', '-5-'])('is only allowed in front: %j is rejected', (text) => {
      expect(applyNumericInput({ text, allowNegative: true })).toBeNull();
    });

    it('never reports negative zero', () => {
      expect(Object.is(applyNumericInput({ text: '-0', allowNegative: true })?.value, 0)).toBe(true);
    });
  });

  describe('min and max', () => {
    it.each([
      ['101', { max: 100 }],
      ['100.01', { max: 100 }],
      ['4', { min: 5 }],
      ['-1', { min: 0, allowNegative: true }],
      ['-11', { min: -10, allowNegative: true }],
    ])('ignores %j outside %j', (text, rules) => {
      expect(applyNumericInput({ text, ...rules })).toBeNull();
    });

    it.each([
      ['100', { max: 100 }],
      ['0', { min: 0 }],
      ['5', { min: 5, max: 5 }],
      ['-10', { min: -10, allowNegative: true }],
    ])('accepts %j on the edge of %j', (text, rules) => {
      expect(applyNumericInput({ text, ...rules })).not.toBeNull();
    });

    it('still lets the field be emptied (reported as 0)', () => {
      expect(applyNumericInput({ text: '', min: 5 })).toEqual({ text: '', value: 0 });
    });
  });
});

describe('formatNumericValue', () => {
  it.each([
    [0, '0'],
    [5, '5'],
    [5.5, '5.5'],
    [1.005, '1'],
    [1.239, '1.24'],
    [-0, '0'],
    [-2.5, '-2.5'],
    [Number.NaN, '0'],
  ])('shows %d as %j', (value, text) => {
    expect(formatNumericValue(value)).toBe(text);
  });
});

describe('parseNumericText', () => {
  it.each([
    ['', 0],
    ['-', 0],
    ['0.', 0],
    ['5.', 5],
    ['-1.5', -1.5],
  ])('reads %j as %d', (text, value) => {
    expect(parseNumericText(text)).toBe(value);
  });
});
