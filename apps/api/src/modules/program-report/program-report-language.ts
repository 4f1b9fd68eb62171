import {
  formatDateIn,
  formatMonth,
  INTL_LOCALE,
  type Locale,
  TOKEN_PROGRAM_LABELS,
  type TokenProgram,
} from '@marketday/shared';
import { serverMessages, translateEnglish } from '../../lib/i18n/translate';
import en from './locales/en.json';
import es from './locales/es.json';

// The program report PDF is the manager's, so it is in the language of the request that downloads it
// (docs/i18n.md). The figures' names (PROGRAM_FIGURE_COLUMNS) and the programs' are the shared catalogues' English,
// said again in the reader's language; a program's own name (an incentive's funder) stays as it is.
export const programReportMessages = serverMessages('program-report', { en, es });

// English keeps the specification's 11/14/2026; another language spells the month ("14 nov 2026").
export const programReportDate = formatDateIn;

/** A count as the reader writes it. */
export function programReportNumber(value: number, locale: Locale): string {
  return value.toLocaleString(INTL_LOCALE[locale]);
}

/** "2026-11" → "November 2026" in English, "noviembre de 2026" in Spanish. */
export function programReportMonth(month: string, locale: Locale): string {
  if (locale === 'en') return formatMonth(month);
  const [year, number] = month.split('-').map(Number);
  if (!year || !number) return month;
  return new Date(Date.UTC(year, number - 1, 1)).toLocaleString(INTL_LOCALE[locale], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** A program as the reader reads it: "Incentive: Market Match" → "Incentivo: Market Match". */
export function programLabel(
  program: { program: TokenProgram; programName: string | null; label: string },
  locale: Locale,
): string {
  if (locale === 'en') return program.label;
  const kind = translateEnglish(TOKEN_PROGRAM_LABELS[program.program], locale);
  return program.program === 'INCENTIVE' && program.programName ? `${kind}: ${program.programName}` : kind;
}
