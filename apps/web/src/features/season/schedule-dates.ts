import { type MarketDate, patternIncludes, type ScheduleRule, todayAtMarket } from '@marketday/shared';
import { addDays, format, parseISO } from 'date-fns';
import type { DateRange } from '@/entities/season/season-keys';

// The dates a schedule is chosen from: the market's open dates of the coming twelve months (docs/season.md).

export function comingYear(market: { time_zone: string }, now: Date): DateRange {
  const start = todayAtMarket(market, now);
  return { start, end: format(addDays(parseISO(start), 364), 'yyyy-MM-dd') };
}

/** The open dates (scheduled or extra; not the cancelled) from `today` on. */
export const openDates = (dates: readonly MarketDate[], today: string) =>
  dates.filter((d) => d.status !== 'CANCELLED' && d.date >= today);

/** How many of the open dates the rule puts the vendor on (an extra date is not a regular one). */
export function datesOnSchedule(rule: ScheduleRule, open: readonly MarketDate[]): number {
  return open.filter((d) => patternIncludes(rule, d.date, d.status === 'SCHEDULED')).length;
}
