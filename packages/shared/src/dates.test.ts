import { describe, expect, it } from 'vitest';
import { formatDisplayDate } from './calendar-dates';
import { DATE_RANGE_PRESETS, dateRangeFor } from './date-ranges';
import { DateRangeSchema } from './dates';
import { MONTH_NAMES } from './months';

// A fixed clock: Wednesday 05/13/2026, in the afternoon (the time of day must not matter).
const TODAY = new Date(2026, 4, 13, 15, 42);

describe('date-range presets against a fixed clock', () => {
  it.each([
    ['Today', '2026-05-13', '2026-05-13'],
    ['Last7Days', '2026-05-07', '2026-05-13'],
    ['Last4Weeks', '2026-04-16', '2026-05-13'],
    ['MonthToDate', '2026-05-01', '2026-05-13'],
    ['QuarterToDate', '2026-04-01', '2026-05-13'],
    ['YearToDate', '2026-01-01', '2026-05-13'],
    ['AllTime', '2000-01-01', '2030-12-31'],
    ['Within2Weeks', '2026-05-13', '2026-05-26'],
    ['WithinMonth', '2026-05-13', '2026-06-11'],
    ['PastDue', '2000-01-01', '2026-05-12'],
  ] as const)('%s runs from %s to %s', (preset, start, end) => {
    expect(dateRangeFor(preset, TODAY)).toEqual({ start, end });
  });

  it('AllTime is 2000-01-01 to 2030-12-31 whatever the day', () => {
    for (const day of [new Date(2001, 0, 1), TODAY, new Date(2031, 5, 30)]) {
      expect(dateRangeFor('AllTime', day)).toEqual({ start: '2000-01-01', end: '2030-12-31' });
    }
  });

  it('Within2Weeks spans today and the 13 days ahead, across a month and a year end', () => {
    expect(dateRangeFor('Within2Weeks', new Date(2026, 11, 25))).toEqual({
      start: '2026-12-25',
      end: '2027-01-07',
    });
  });

  it('each month name is that whole month of the current year, leap February included', () => {
    const ranges = MONTH_NAMES.map((month) => dateRangeFor(month, new Date(2028, 6, 4)));
    expect(ranges.map((r) => r.start)).toEqual(
      Array.from({ length: 12 }, (_, i) => `2028-${String(i + 1).padStart(2, '0')}-01`),
    );
    expect(ranges.map((r) => r.end.slice(5))).toEqual([
      '01-31',
      '02-29',
      '03-31',
      '04-30',
      '05-31',
      '06-30',
      '07-31',
      '08-31',
      '09-30',
      '10-31',
      '11-30',
      '12-31',
    ]);
    expect(dateRangeFor('February', new Date(2026, 0, 10))).toEqual({
      start: '2026-02-01',
      end: '2026-02-28',
    });
  });

  it.each([
    ['first day of the year', new Date(2026, 0, 1), '2026-01-01'],
    ['last day of the first quarter', new Date(2026, 2, 31), '2026-01-01'],
    ['first day of the second quarter', new Date(2026, 3, 1), '2026-04-01'],
    ['last day of the second quarter', new Date(2026, 5, 30), '2026-04-01'],
    ['first day of the third quarter', new Date(2026, 6, 1), '2026-07-01'],
    ['first day of the fourth quarter', new Date(2026, 9, 1), '2026-10-01'],
    ['last day of the year', new Date(2026, 11, 31, 23, 59), '2026-10-01'],
  ])('QuarterToDate on the %s starts %s', (_, today, start) => {
    expect(dateRangeFor('QuarterToDate', today)).toEqual({
      start,
      end: formatIso(today),
    });
  });

  it('every preset gives a range whose start is not after its end', () => {
    for (const preset of DATE_RANGE_PRESETS) {
      const range = dateRangeFor(preset, TODAY);
      expect(DateRangeSchema.safeParse(range).success, preset).toBe(true);
    }
  });
});

describe('custom date range', () => {
  it("refuses a start after the end with the spec's message on the end date", () => {
    const result = DateRangeSchema.safeParse({ start: '2026-05-14', end: '2026-05-13' });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toMatchObject([
      { message: 'Start date must be before or equal to end date', path: ['end'] },
    ]);
  });

  it('accepts a one-day range', () => {
    expect(DateRangeSchema.safeParse({ start: '2026-05-13', end: '2026-05-13' }).success).toBe(true);
  });
});

it('shows dates as MM/dd/yyyy', () => {
  expect(formatDisplayDate('2026-01-05')).toBe('01/05/2026');
  expect(formatDisplayDate(new Date(2026, 11, 31))).toBe('12/31/2026');
});

function formatIso(date: Date) {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}
