import { formatDisplayDate, fromIsoDate, INTL_LOCALE, type Locale } from '@marketday/shared';
import { serverMessages } from '../../lib/i18n/translate';
import en from './locales/en.json';
import es from './locales/es.json';

// A statement and its e-mail are the vendor's, so they are in the vendor's language (docs/i18n.md).
export const statementMessages = serverMessages('statements', { en, es });

// English keeps the specification's 06/13/2026; another language spells the month, which no reader can take for
// the day ("13 jun 2026").
export function statementDate(value: string | Date, locale: Locale): string {
  if (locale === 'en') return formatDisplayDate(value);
  const date = typeof value === 'string' ? fromIsoDate(value.slice(0, 10)) : value;
  return new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(date);
}
