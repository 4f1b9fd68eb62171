import type { ScheduleRule, Weekday } from '@marketday/shared';
import { displayMonthDay, weekdayName } from '@/lib/i18n/dates';
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

/**
 * "Every market day", "Every other week from 06/06" ('desde el 6 jun' in Spanish), "First Saturday of the month",
 * "12 picked dates".
 */
export function scheduleWords(schedule: ScheduleRule & { saved?: boolean }, weekday: Weekday): string {
  if (schedule.saved === false) return t('everyMarketDay');
  switch (schedule.pattern) {
    case 'EVERY':
      return t('everyMarketDay');
    case 'ALTERNATE':
      return schedule.anchor_date
        ? t('everyOtherWeekFrom', { date: displayMonthDay(schedule.anchor_date) })
        : t('everyOtherWeek');
    case 'MONTHLY': {
      const week = WEEKS.find((w) => w.value === schedule.week_of_month);
      return t(week?.words ?? 'monthlyOne', { day: weekdayName(weekday, 'long') });
    }
    case 'PICKED':
      return t('pickedDatesCount', { count: schedule.picked_dates?.length ?? 0 });
  }
}
