import type { ScheduleRule, Weekday } from '@marketday/shared';
import { format, parseISO } from 'date-fns';
import { intlTag } from '@/lib/i18n/intl';
import { messagesOf } from '@/lib/i18n/use-messages';
import en from './locales/en.json';

// A vendor's schedule in words, as the Season page's Vendors view and the schedule dialog say it (docs/season.md
// "On the web"), in the language shown.

const t = messagesOf(en);

const WEEKS = [
  { value: 1, label: 'weekFirst', words: 'monthlyFirst' },
  { value: 2, label: 'weekSecond', words: 'monthlySecond' },
  { value: 3, label: 'weekThird', words: 'monthlyThird' },
  { value: 4, label: 'weekFourth', words: 'monthlyFourth' },
  { value: -1, label: 'weekLast', words: 'monthlyLast' },
] as const;

/** The weeks of the month a vendor can sell on, labelled in the language shown ("First" … "Last"). */
export const weekOfMonthOptions = () => WEEKS.map((w) => ({ value: w.value, label: t(w.label) }));

// 7 June 2026 was a Sunday: the weekday's name is read from the week that follows it.
const WEEKDAY_INDEX: Record<Weekday, number> = {
  SUNDAY: 0,
  MONDAY: 1,
  TUESDAY: 2,
  WEDNESDAY: 3,
  THURSDAY: 4,
  FRIDAY: 5,
  SATURDAY: 6,
};
const weekdayName = (day: Weekday) =>
  new Intl.DateTimeFormat(intlTag(), { weekday: 'long' }).format(new Date(2026, 5, 7 + WEEKDAY_INDEX[day]));

/** "Every market day", "Every other week from 06/06", "First Saturday of the month", "12 picked dates". */
export function scheduleWords(schedule: ScheduleRule & { saved?: boolean }, weekday: Weekday): string {
  if (schedule.saved === false) return t('everyMarketDay');
  switch (schedule.pattern) {
    case 'EVERY':
      return t('everyMarketDay');
    case 'ALTERNATE':
      return schedule.anchor_date
        ? t('everyOtherWeekFrom', { date: format(parseISO(schedule.anchor_date), 'MM/dd') })
        : t('everyOtherWeek');
    case 'MONTHLY': {
      const week = WEEKS.find((w) => w.value === schedule.week_of_month);
      return t(week?.words ?? 'monthlyOne', { day: weekdayName(weekday) });
    }
    case 'PICKED':
      return t('pickedDatesCount', { count: schedule.picked_dates?.length ?? 0 });
  }
}
