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
