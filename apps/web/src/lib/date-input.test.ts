// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { autoFormatDateTyping, formatDateInput, parseManualDate, parsePastedDate } from './date-input';

const ymd = (date: Date | null) =>
  date && [date.getFullYear(), date.getMonth() + 1, date.getDate(), date.getHours(), date.getMinutes()];

describe('parseManualDate', () => {
  it.each([
    ['01/15/2024', [2024, 1, 15]],
    ['1/5/2024', [2024, 1, 5]],
    ['12/31/2100', [2100, 12, 31]],
    ['01/01/1900', [1900, 1, 1]],
    ['02/29/2024', [2024, 2, 29]],
    ['02/29/2000', [2000, 2, 29]],
    ['04/30/2024', [2024, 4, 30]],
    [' 07/04/2025 ', [2025, 7, 4]],
  ])('reads %j at local midnight', (text, [year, month, day]) => {
    expect(ymd(parseManualDate(text))).toEqual([year, month, day, 0, 0]);
  });

  it.each([
    ['00/10/2024', 'month 0'],
    ['13/10/2024', 'month 13'],
    ['01/00/2024', 'day 0'],
    ['01/32/2024', 'day 32'],
    ['01/01/1899', 'year 1899'],
    ['01/01/2101', 'year 2101'],
    ['02/29/2023', 'Feb 29 in a non-leap year'],
    ['02/29/1900', 'Feb 29 in 1900 (not a leap year)'],
    ['02/30/2024', 'Feb 30'],
    ['04/31/2024', 'Apr 31'],
    ['06/31/2024', 'Jun 31'],
    ['01/15/24', 'a two-digit year'],
    ['2024/01/15', 'year first'],
    ['01-15-2024', 'dashes'],
    ['01/15/2024x', 'trailing text'],
    ['', 'empty text'],
    ['hello', 'garbage'],
  ])('rejects %j (%s)', (text) => {
    expect(parseManualDate(text)).toBeNull();
  });
});

describe('parsePastedDate', () => {
  it.each([
    ['1/5/2024', [2024, 1, 5]],
    ['01/05/2024', [2024, 1, 5]],
    ['1-5-2024', [2024, 1, 5]],
    ['1.5.2024', [2024, 1, 5]],
    ['1/5/24', [2024, 1, 5]],
    ['1-5-24', [2024, 1, 5]],
    ['1.5.24', [2024, 1, 5]],
    ['3/7/49', [2049, 3, 7]],
    ['3/7/50', [1950, 3, 7]],
    ['3/7/00', [2000, 3, 7]],
    ['3/7/99', [1999, 3, 7]],
    ['2024/1/5', [2024, 1, 5]],
    ['2024-01-05', [2024, 1, 5]],
    ['2024.1.5', [2024, 1, 5]],
    ['01052024', [2024, 1, 5]],
    ['20240105', [2024, 1, 5]],
    ['12312024', [2024, 12, 31]],
    ['  02/29/2024  ', [2024, 2, 29]],
  ])('reads %j', (text, [year, month, day]) => {
    expect(ymd(parsePastedDate(text))).toEqual([year, month, day, 0, 0]);
  });

  it.each([
    ['1/5-2024', 'mixed separators'],
    ['1 5 2024', 'spaces'],
    ['2/30/2024', 'no such day'],
    ['13/1/2024', 'month 13'],
    ['1/5/1899', 'year before 1900'],
    ['2101-01-01', 'year after 2100'],
    ['1/5/202', 'a three-digit year'],
    ['1234567', 'seven digits'],
    ['123456789', 'nine digits'],
    ['99999999', 'eight digits that are no date either way'],
    ['Jan 5, 2024', 'month names'],
    ['', 'nothing'],
    ['garbage', 'garbage'],
  ])('rejects %j (%s)', (text) => {
    expect(parsePastedDate(text)).toBeNull();
  });
});

describe('formatDateInput', () => {
  it('shows MM/dd/yyyy with leading zeros', () => {
    expect(formatDateInput(new Date(2024, 0, 5))).toBe('01/05/2024');
    expect(formatDateInput(new Date(1999, 11, 31))).toBe('12/31/1999');
  });
});

describe('autoFormatDateTyping', () => {
  it.each([
    ['1', '12', '12/'],
    ['12/', '12/3', '12/3'],
    ['12/3', '12/31', '12/31/'],
    ['12/31/', '12/31/2', '12/31/2'],
    ['12', '123', '12/3'],
    ['12/31', '12/312', '12/31/2'],
    ['1/', '1/05', '1/05/'],
    ['12/', '12//', '12/'],
    ['12/', '12', '12'],
    ['12/31/', '12/31', '12/31'],
  ])('from %j, typing to %j gives %j', (previous, next, expected) => {
    expect(autoFormatDateTyping({ previous, next })).toBe(expected);
  });

  it.each(['1a', '12-', '12/31/20245'])('rejects %j', (next) => {
    expect(autoFormatDateTyping({ previous: '', next })).toBeNull();
  });
});
