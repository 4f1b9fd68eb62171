import { PROGRAM_FIGURE_COLUMNS, type ProgramFigures, type ProgramReport } from '@marketday/shared';
import type { ReactNode } from 'react';
import { ScrollAreaX } from '@/components/ui/data-table/scroll-area-x';
import { cn } from '@/lib/cn';
import { sayShared, useMessages } from '@/lib/i18n/use-messages';
import en from '../locales/en.json';
import { programMonthRows, sayMonth, tokenTitle } from './program-report-rows';
import { formatValue } from './report-column-defs';

// The program report at 1024 px and wider: one table, a band per program with its tokens and its total, then
// the programs month by month. Below 1024 px program-report-cards.tsx shows the same figures as cards.

const headClass = 'h-11 px-2 align-middle font-medium text-muted-foreground';
const cellClass = 'px-2 py-2 align-middle tabular-nums';

function FigureCells({ figures, bold = false }: { figures: ProgramFigures; bold?: boolean }) {
  return PROGRAM_FIGURE_COLUMNS.map((c) => (
    <td key={c.header} className={cn(cellClass, 'whitespace-nowrap text-right', bold && 'font-semibold')}>
      {formatValue(c.json(figures), c.kind)}
    </td>
  ));
}

type LeadHead = { label: string; align: 'left' | 'right' };
// Whole class names, so Tailwind finds them.
const ALIGN_CLASS = { left: 'text-left', right: 'text-right' } as const;

// Both tables: the caption, the two leading columns' heads, then a head per program figure.
function FigureTable({
  caption,
  lead,
  children,
}: {
  caption: string;
  lead: LeadHead[];
  children: ReactNode;
}) {
  return (
    <ScrollAreaX className="rounded-md border bg-card">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b">
            {lead.map((head) => (
              <th key={head.label} scope="col" className={cn(headClass, ALIGN_CLASS[head.align])}>
                {head.label}
              </th>
            ))}
            {PROGRAM_FIGURE_COLUMNS.map((c) => (
              <th key={c.header} scope="col" className={cn(headClass, 'text-right')}>
                {sayShared(c.header)}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </ScrollAreaX>
  );
}

export function ProgramTokensTable({ report }: { report: ProgramReport }) {
  const t = useMessages(en);
  const columnCount = PROGRAM_FIGURE_COLUMNS.length + 2;
  return (
    <FigureTable
      caption={t('tokensPerProgram')}
      lead={[
        { label: t('token'), align: 'left' },
        { label: t('valuePerToken'), align: 'right' },
      ]}
    >
      {report.programs.map((program) => (
        <tbody key={program.label} className="border-b last:border-0">
          <tr className="bg-muted/50">
            <th scope="rowgroup" colSpan={columnCount} className="px-2 py-2 text-left font-semibold">
              {program.label}
            </th>
          </tr>
          {program.tokens.map((token) => (
            <tr key={token.token_id} className="border-t">
              <th scope="row" className={cn(cellClass, 'text-left font-normal')}>
                {tokenTitle(token)}
              </th>
              <td className={cn(cellClass, 'text-right')}>{formatValue(token.per_dollar_value, 'money')}</td>
              <FigureCells figures={token} />
            </tr>
          ))}
          {program.tokens.length > 1 && (
            <tr className="border-t">
              <th scope="row" colSpan={2} className={cn(cellClass, 'text-left font-semibold')}>
                {t('allProgramTokens', { program: program.label })}
              </th>
              <FigureCells figures={program} bold />
            </tr>
          )}
        </tbody>
      ))}
    </FigureTable>
  );
}

export function ProgramMonthsTable({ report }: { report: ProgramReport }) {
  const t = useMessages(en);
  const rows = programMonthRows(report);
  return (
    <FigureTable
      caption={t('programsPerMonth')}
      lead={[
        { label: t('monthColumn'), align: 'left' },
        { label: t('programColumn'), align: 'left' },
      ]}
    >
      <tbody className="[&_tr:last-child]:border-0">
        {rows.map((row) => (
          <tr key={`${row.month}-${row.program}`} className="border-b">
            <td className={cn(cellClass, 'whitespace-nowrap')}>{sayMonth(row.month)}</td>
            <td className={cellClass}>{row.program}</td>
            <FigureCells figures={row.figures} />
          </tr>
        ))}
      </tbody>
    </FigureTable>
  );
}
