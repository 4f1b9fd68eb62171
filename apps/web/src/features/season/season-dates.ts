import type { MarketDate } from '@marketday/shared';
import { datesByMonth, type MonthOf } from '@/lib/dates-by-month';
import { intlTag } from '@/lib/i18n/intl';
import { messagesOf } from '@/lib/i18n/use-messages';
import en from './locales/en.json';

// The season's dates as the page shows them: grouped by month, each with its words (docs/season.md).

export type MonthOfDates = MonthOf<MarketDate>;
export { datesByMonth };

const t = messagesOf(en);

// The dates in the language shown: a 'YYYY-MM-DD' read as a calendar day.
const localDate = (date: string) => {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  return new Date(y, m - 1, d);
};
const sayDate = (date: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(intlTag(), options).format(localDate(date));

/** 'Sat, Oct 31' ('sáb, 31 oct'): a date in a month's list. */
export const dayLabel = (date: string) => sayDate(date, { weekday: 'short', month: 'short', day: 'numeric' });
/** 'Saturday, October 31, 2026'. */
export const longDayLabel = (date: string) =>
  sayDate(date, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
/** A month of datesByMonth ('2026-06'): 'June 2026'. */
export const monthLabel = (month: string) => sayDate(`${month}-01`, { month: 'long', year: 'numeric' });
/** Only the month's name: 'June'. */
export const monthName = (month: string) => sayDate(`${month}-01`, { month: 'long' });

const STATUS_LABELS = {
  SCHEDULED: 'statusScheduled',
  CANCELLED: 'statusCancelled',
  EXTRA: 'statusExtra',
} as const satisfies Record<MarketDate['status'], keyof typeof en>;

export const statusLabel = (status: MarketDate['status']) => t(STATUS_LABELS[status]);

/** What the date's counts say, for a date that is held. */
export function countsLine(date: MarketDate): string {
  if (date.status === 'CANCELLED') return t('noMarket');
  const marked = date.present_count + date.absent_count;
  const counts = {
    present: date.present_count,
    absent: date.absent_count,
    expected: date.scheduled_count,
    settled: date.settled_count,
  };
  const settled = date.settled_count > 0;
  if (marked === 0) return t(settled ? 'countsExpectedSettled' : 'countsExpected', counts);
  return t(settled ? 'countsMarkedSettled' : 'countsMarked', counts);
}

/** The season's totals over its held dates. */
export function seasonTotals(dates: readonly MarketDate[]) {
  const held = dates.filter((d) => d.status !== 'CANCELLED');
  return {
    held: held.length,
    cancelled: dates.length - held.length,
    extra: dates.filter((d) => d.status === 'EXTRA').length,
  };
}
