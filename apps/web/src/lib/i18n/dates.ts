import {
  formatDateIn,
  formatTimeIn,
  INTL_LOCALE,
  type Season,
  WEEKDAYS,
  type Weekday,
  YEAR_ROUND_MONTH,
} from '@marketday/shared';
import { currentLocale } from './i18n';
import en from './locales/en.json';
import { messagesOf } from './use-messages';

// Dates and times as the reader of the language shown now reads them (docs/i18n.md). English keeps the
// specification's forms exactly (06/13/2026, 8:00 AM, 'Sat', 'April'); Spanish spells the month ('13 jun 2026')
// and says the hour its own way ('8:00 a. m.'). These read the language at each call: a component showing one
// must render again on a switch, so it (or a parent) uses useMessages or useLocale.
// Only for display: date inputs, URLs, request bodies, downloads and sort keys keep their ISO or English forms.

const t = messagesOf(en);

/** A calendar date ('2026-06-13', or a Date read in the device's zone): '06/13/2026', '13 jun 2026'. */
export function displayDate(value: string | Date): string {
  return formatDateIn(value, currentLocale());
}

/** A calendar date as a list shows it, or a dash when there is none: '06/13/2026', '—'. */
export function displayDateOrDash(value: string | null | undefined): string {
  return value ? displayDate(value) : '—';
}

/** An instant (an ISO timestamp) as its calendar date on this device: '06/13/2026', '13 jun 2026'. */
export function displayDayOf(instant: string): string {
  return displayDate(new Date(instant));
}

/** A wall-clock time ('08:00:00'): '8:00 AM', '8:00 a. m.'. */
export function displayTime(time: string): string {
  return formatTimeIn(time, currentLocale());
}

/** A market's hours: '8:00 AM – 1:00 PM'. */
export function displayHours(hours: { start: string; end: string }): string {
  return t('hours', { start: displayTime(hours.start), end: displayTime(hours.end) });
}

/** The time of day of an instant on this device: '8:00 AM'. */
export function displayClock(instant: Date): string {
  return displayTime(`${instant.getHours()}:${instant.getMinutes()}`);
}

/** An instant's date and time on this device: '06/13/2026 8:00 AM', '13 jun 2026, 8:00 a. m.'. */
export function displayDateTime(instant: Date | string): string {
  const at = typeof instant === 'string' ? new Date(instant) : instant;
  return t('dateAndTime', { date: displayDate(at), time: displayClock(at) });
}

const formats = new Map<string, Intl.DateTimeFormat>();

// One formatter per language and options; UTC on both sides, so the device's zone never moves the day.
function formatUtc(options: Intl.DateTimeFormatOptions, utc: number): string {
  const tag = INTL_LOCALE[currentLocale()];
  const key = `${tag} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, { ...options, timeZone: 'UTC' });
    formats.set(key, format);
  }
  return format.format(utc);
}

/** A calendar date ('2026-06-06') without its year: '06/06' in English, '6 jun' in Spanish. */
export function displayMonthDay(isoDate: string): string {
  const [, month = '01', day = '01'] = isoDate.slice(0, 10).split('-');
  if (currentLocale() === 'en') return `${month}/${day}`;
  return formatUtc({ day: 'numeric', month: 'short' }, Date.UTC(2000, Number(month) - 1, Number(day)));
}

const capitalised = (text: string) =>
  text.charAt(0).toLocaleUpperCase(INTL_LOCALE[currentLocale()]) + text.slice(1);

/** A month's name (0 is January), as in a sentence: 'April', 'abril'; short: 'Apr', 'abr'. */
export function monthName(month: number, width: 'long' | 'short' = 'long'): string {
  return formatUtc({ month: width }, Date.UTC(2000, month, 1));
}

/** A month's name standing alone as a label (an option, a toggle): 'April', 'Abril'. */
export function monthLabel(month: number, width: 'long' | 'short' = 'long'): string {
  return capitalised(monthName(month, width));
}

/** A season: 'Year-round', or its months as in a sentence: 'April – October', 'abril – octubre'. */
export function seasonText(season: Season): string {
  if (season.start === YEAR_ROUND_MONTH) return t('yearRound');
  return t('season', { start: monthName(season.start), end: monthName(season.end) });
}

// 2023-01-01 was a Sunday, the first of WEEKDAYS.
const weekdayUtc = (day: Weekday) => Date.UTC(2023, 0, 1 + WEEKDAYS.indexOf(day));

/** A weekday's name: 'Sat', 'sáb'; long: 'Saturday', 'sábado'. */
export function weekdayName(day: Weekday, width: 'long' | 'short' = 'short'): string {
  return formatUtc({ weekday: width }, weekdayUtc(day));
}

/** The weekday of a calendar date ('2026-11-21'): 'Sat', 'sáb'; long: 'Saturday', 'sábado'. */
export function weekdayOn(isoDate: string, width: 'long' | 'short' = 'short'): string {
  return formatUtc({ weekday: width }, Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`));
}
