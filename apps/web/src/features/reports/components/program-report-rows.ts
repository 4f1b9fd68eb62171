import type { ProgramFigures, ProgramReport, ProgramReportToken } from '@marketday/shared';
import { intlTag } from '@/lib/i18n/intl';
import { messagesOf } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';

const t = messagesOf(en);

// The program report's rows as the table and the cards show them.

export function tokenTitle(token: ProgramReportToken): string {
  return token.is_retired ? t('retiredToken', { name: token.name }) : token.name;
}

/** "2026-11" → "November 2026" in the language shown ("noviembre de 2026"). */
export function sayMonth(month: string): string {
  const [year, number] = month.split('-').map(Number);
  if (!year || !number) return month;
  return new Intl.DateTimeFormat(intlTag(), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, number - 1, 1)),
  );
}

export type ProgramMonthRow = { month: string; program: string; figures: ProgramFigures };

/** Each program's totals month by month, oldest month first, programs in the report's order. */
export function programMonthRows(report: ProgramReport): ProgramMonthRow[] {
  return report.programs
    .flatMap((p) => p.months.map((m) => ({ month: m.month, program: p.label, figures: m })))
    .sort((a, b) => a.month.localeCompare(b.month));
}
