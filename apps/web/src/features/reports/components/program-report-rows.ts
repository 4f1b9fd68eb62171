import type { ProgramFigures, ProgramReport, ProgramReportToken } from '@marketday/shared';

// The program report's rows as the table and the cards show them.

export function tokenTitle(token: ProgramReportToken): string {
  return token.is_retired ? `${token.name} (retired)` : token.name;
}

export type ProgramMonthRow = { month: string; program: string; figures: ProgramFigures };

/** Each program's totals month by month, oldest month first, programs in the report's order. */
export function programMonthRows(report: ProgramReport): ProgramMonthRow[] {
  return report.programs
    .flatMap((p) => p.months.map((m) => ({ month: m.month, program: p.label, figures: m })))
    .sort((a, b) => a.month.localeCompare(b.month));
}
