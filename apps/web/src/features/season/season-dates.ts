import type { MarketDate } from '@marketday/shared';
import { format, parseISO } from 'date-fns';
import { datesByMonth, type MonthOf, shortDayLabel } from '@/lib/dates-by-month';

// The season's dates as the page shows them: grouped by month, each with its words (docs/season.md).

export type MonthOfDates = MonthOf<MarketDate>;
export { datesByMonth };

export const dayLabel = shortDayLabel;
export const longDayLabel = (date: string) => format(parseISO(date), 'EEEE, MMMM d, yyyy');

export const STATUS_LABELS: Record<MarketDate['status'], string> = {
  SCHEDULED: 'Scheduled',
  CANCELLED: 'Cancelled',
  EXTRA: 'Extra date',
};

/** What the date's counts say, for a date that is held. */
export function countsLine(date: MarketDate): string {
  if (date.status === 'CANCELLED') return 'No market';
  const marked = date.present_count + date.absent_count;
  const settled = date.settled_count > 0 ? ` · ${date.settled_count} settled` : '';
  if (marked === 0) return `${date.scheduled_count} expected${settled}`;
  return `${date.present_count} present · ${date.absent_count} absent · ${date.scheduled_count} expected${settled}`;
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
