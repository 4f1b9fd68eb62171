import type { MarketDate } from '@marketday/shared';
import { format, parseISO } from 'date-fns';

// The season's dates as the page shows them: grouped by month, each with its words (docs/season.md).

export type MonthOfDates = { month: string; label: string; dates: MarketDate[] };

export function datesByMonth(dates: readonly MarketDate[]): MonthOfDates[] {
  const months: MonthOfDates[] = [];
  for (const date of dates) {
    const month = date.date.slice(0, 7);
    let group = months.at(-1);
    if (group?.month !== month) {
      group = { month, label: format(parseISO(`${month}-01`), 'MMMM yyyy'), dates: [] };
      months.push(group);
    }
    group.dates.push(date);
  }
  return months;
}

export const dayLabel = (date: string) => format(parseISO(date), 'EEE, MMM d');
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
