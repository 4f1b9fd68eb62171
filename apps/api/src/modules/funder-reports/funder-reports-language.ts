import { formatDateIn, INTL_LOCALE, type Locale } from '@marketday/shared';
import { serverMessages } from '../../lib/i18n/translate';
import en from './locales/en.json';
import es from './locales/es.json';

// The funder reports' PDFs are the manager's, so their titles and notes are in the language of the request that
// downloads them (docs/i18n.md), and so are the columns' names (the shared catalogue messages/funder-reports); the
// CSV keeps them in English.
export const funderReportMessages = serverMessages('funder-reports', { en, es });

// English keeps the specification's 11/14/2026; another language spells the month ("14 nov 2026").
export const funderReportDate = formatDateIn;

/** A number as the reader writes it, with `digits` decimals. */
export function funderNumber(value: number, locale: Locale, digits = 0): string {
  return value.toLocaleString(INTL_LOCALE[locale], {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}
