import { formatDateIn, INTL_LOCALE, type Locale } from '@marketday/shared';
import { serverMessages, translateEnglish } from '../../lib/i18n/translate';
import en from './locales/en.json';
import es from './locales/es.json';

// The market report PDF is the manager's, so it is in the language of the request that downloads it
// (docs/i18n.md). The report's own words live in ./locales; the figures' and columns' names are the shared
// catalogues' English (FIGURE_LABELS, report-columns.ts), said again in the reader's language.
export const reportMessages = serverMessages('reports', { en, es });

// English keeps the specification's 11/14/2026; another language spells the month ("14 nov 2026").
export const reportDate = formatDateIn;

/** A count as the reader writes it (1,234 in both languages today). */
export function reportNumber(value: number, locale: Locale): string {
  return value.toLocaleString(INTL_LOCALE[locale]);
}

// The columns whose English the shared catalogues do not hold: said from this module's catalogue.
const OWN_HEADERS: Readonly<Record<string, keyof typeof en>> = {
  Token: 'token',
  'Value each': 'valueEach',
  Redeemed: 'redeemed',
};

/** A shared label (a figure, a column, a vendor type, Yes/No) in the reader's language. */
export function reportLabel(english: string, locale: Locale): string {
  if (locale === 'en') return english;
  const own = OWN_HEADERS[english];
  return own ? reportMessages(locale)(own) : translateEnglish(english, locale);
}
