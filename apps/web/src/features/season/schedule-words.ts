import type { ScheduleRule, Weekday } from '@marketday/shared';
import { format, parseISO } from 'date-fns';

// A vendor's schedule in words, as the Season page's Vendors view and the schedule dialog say it (docs/season.md
// "On the web").

export const WEEK_OF_MONTH_OPTIONS = [
  { value: 1, label: 'First' },
  { value: 2, label: 'Second' },
  { value: 3, label: 'Third' },
  { value: 4, label: 'Fourth' },
  { value: -1, label: 'Last' },
] as const;

const weekdayName = (day: Weekday) => `${day.charAt(0)}${day.slice(1).toLowerCase()}`;

/** "Every market day", "Every other week from 06/06", "First Saturday of the month", "12 picked dates". */
export function scheduleWords(schedule: ScheduleRule & { saved?: boolean }, weekday: Weekday): string {
  if (schedule.saved === false) return 'Every market day';
  switch (schedule.pattern) {
    case 'EVERY':
      return 'Every market day';
    case 'ALTERNATE':
      return schedule.anchor_date
        ? `Every other week from ${format(parseISO(schedule.anchor_date), 'MM/dd')}`
        : 'Every other week';
    case 'MONTHLY': {
      const week = WEEK_OF_MONTH_OPTIONS.find((w) => w.value === schedule.week_of_month);
      return `${week?.label ?? 'One'} ${weekdayName(weekday)} of the month`;
    }
    case 'PICKED': {
      const count = schedule.picked_dates?.length ?? 0;
      return count === 1 ? '1 picked date' : `${count} picked dates`;
    }
  }
}
