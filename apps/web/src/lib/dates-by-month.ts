import { format, parseISO } from 'date-fns';

// Calendar dates grouped by month, as the season's lists show them ("June 2026", then its dates).

export type MonthOf<T> = { month: string; label: string; dates: T[] };

/** Items with a 'YYYY-MM-DD' `date`, in date order, grouped by their month in the order they come. */
export function datesByMonth<T extends { date: string }>(items: readonly T[]): MonthOf<T>[] {
  const months: MonthOf<T>[] = [];
  for (const item of items) {
    const month = item.date.slice(0, 7);
    let group = months.at(-1);
    if (group?.month !== month) {
      group = { month, label: format(parseISO(`${month}-01`), 'MMMM yyyy'), dates: [] };
      months.push(group);
    }
    group.dates.push(item);
  }
  return months;
}

/** 'Sat, Oct 31': a date in a month's list. */
export const shortDayLabel = (date: string) => format(parseISO(date), 'EEE, MMM d');
