// The date ranges a list or a report is filtered by, and the one rule between a range's ends. No zod here: a page
// that only picks a range does not load the schemas (docs/decisions/038-page-weight-and-first-screen.md).
import { addDays, startOfDay, toIsoDate } from './calendar-dates';
import { labelledEnum } from './labelled-enum';
import { MONTH_NAMES } from './months';

export const [DATE_RANGE_PRESETS, DATE_RANGE_LABELS] = labelledEnum({
  Today: 'Today',
  Last7Days: 'Last 7 days',
  Last4Weeks: 'Last 4 weeks',
  MonthToDate: 'Month to date',
  QuarterToDate: 'Quarter to date',
  YearToDate: 'Year to date',
  AllTime: 'All time',
  Within2Weeks: 'Within 2 weeks',
  WithinMonth: 'Within a month',
  PastDue: 'Past due',
  ...(Object.fromEntries(MONTH_NAMES.map((m) => [m, m])) as Record<(typeof MONTH_NAMES)[number], string>),
});
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];

export const ALL_TIME = { start: '2000-01-01', end: '2030-12-31' } as const;

export type DateRange = { start: string; end: string };

// docs/product.md §3/§9 presets against a given today; month names mean that month of the current year.
export function dateRangeFor(preset: DateRangePreset, today: Date): DateRange {
  const t = startOfDay(today);
  const iso = toIsoDate;
  switch (preset) {
    case 'Today':
      return { start: iso(t), end: iso(t) };
    case 'Last7Days':
      return { start: iso(addDays(t, -6)), end: iso(t) };
    case 'Last4Weeks':
      return { start: iso(addDays(t, -27)), end: iso(t) };
    case 'MonthToDate':
      return { start: iso(new Date(t.getFullYear(), t.getMonth(), 1)), end: iso(t) };
    case 'QuarterToDate':
      return { start: iso(new Date(t.getFullYear(), Math.floor(t.getMonth() / 3) * 3, 1)), end: iso(t) };
    case 'YearToDate':
      return { start: iso(new Date(t.getFullYear(), 0, 1)), end: iso(t) };
    case 'AllTime':
      return { ...ALL_TIME };
    case 'Within2Weeks':
      return { start: iso(t), end: iso(addDays(t, 13)) };
    case 'WithinMonth':
      return { start: iso(t), end: iso(addDays(t, 29)) };
    case 'PastDue':
      return { start: ALL_TIME.start, end: iso(addDays(t, -1)) };
    default: {
      const month = MONTH_NAMES.indexOf(preset);
      return {
        start: iso(new Date(t.getFullYear(), month, 1)),
        end: iso(new Date(t.getFullYear(), month + 1, 0)),
      };
    }
  }
}

export const DATE_ORDER_MESSAGE = 'Start date must be before or equal to end date';

/** The message for a range whose start comes after its end, else null (both ends are YYYY-MM-DD). */
export function dateRangeOrderError(range: DateRange): string | null {
  return range.start <= range.end ? null : DATE_ORDER_MESSAGE;
}

// The same rule for API queries with start_date/end_date: when both are given, start is not after end.
export function startNotAfterEnd(q: { start_date?: string | undefined; end_date?: string | undefined }) {
  return !q.start_date || !q.end_date || q.start_date <= q.end_date;
}
export const DATE_ORDER_ISSUE = { message: DATE_ORDER_MESSAGE, path: ['end_date'] };
