import { formatDisplayDate, fromIsoDate } from '../calendar-dates';
import { formatTime } from '../market-time';
import { INTL_LOCALE, type Locale } from './locales';

// Dates and times as a reader of `locale` reads them (docs/i18n.md). English keeps the specification's 06/13/2026
// and 8:00 AM. Another language spells the month, which no reader can take for the day ("13 jun 2026"), and says
// the hour its own way ("8:00 a. m.").

const dateFormats = new Map<Locale, Intl.DateTimeFormat>();
const timeFormats = new Map<Locale, Intl.DateTimeFormat>();

/** A calendar date ("2026-06-13", or a Date read in the machine's zone) for a reader of `locale`. */
export function formatDateIn(value: string | Date, locale: Locale): string {
  if (locale === 'en') return formatDisplayDate(value);
  const date = typeof value === 'string' ? fromIsoDate(value.slice(0, 10)) : value;
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    });
    dateFormats.set(locale, format);
  }
  return format.format(date);
}

/** A wall-clock time ("08:00:00") for a reader of `locale`. */
export function formatTimeIn(time: string, locale: Locale): string {
  if (locale === 'en') return formatTime(time);
  const [h = 0, m = 0] = time.split(':').map(Number);
  let format = timeFormats.get(locale);
  if (!format) {
    // UTC on both sides, so the machine's zone can never move the hour.
    format = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
    });
    timeFormats.set(locale, format);
  }
  return format.format(new Date(Date.UTC(2000, 0, 1, h, m)));
}

// A date or a time written the US way inside an English message ("06/13/2026", "8:00 AM"), as an argument's value.
const US_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const US_TIME = /^(\d{1,2}):(\d{2}) (AM|PM)$/;

/**
 * For sayEnglish: a value that is a US date or time, said the way a reader of `locale` reads it. Kept apart from
 * the English index so a page that only ever speaks English does not load the date formats.
 */
export function usDateTimeSayer(locale: Locale): (value: string) => string | undefined {
  return (value) => {
    if (locale === 'en') return undefined;
    const date = US_DATE.exec(value);
    if (date) return formatDateIn(`${date[3]}-${date[1]}-${date[2]}`, locale);
    const time = US_TIME.exec(value);
    if (!time) return undefined;
    const hour = (Number(time[1]) % 12) + (time[3] === 'PM' ? 12 : 0);
    return formatTimeIn(`${hour}:${time[2]}`, locale);
  };
}
