import {
  formatCents,
  type Locale,
  PROGRAM_FIGURE_COLUMNS,
  type ProgramFiguresRecord,
  type ProgramRecord,
  type ProgramReportRecord,
  type ProgramTokenRecord,
} from '@marketday/shared';
import { translateEnglish } from '../../lib/i18n/translate';
import { pdfBytes } from '../../lib/pdf/pdf-bytes';
import { newPdfDocument } from '../../lib/pdf/pdf-document';
import { renderPdf } from '../../lib/pdf/pdf-renderer';
import { drawTable, type PdfColumn, type PdfTable } from '../../lib/pdf/pdf-table';
import {
  programLabel,
  programReportDate,
  programReportMessages,
  programReportMonth,
  programReportNumber,
} from './program-report-language';

// The program report as a PDF for funders: one table per program (its tokens and their total), then every
// token month by month, in US Letter landscape, drawn straight from the report's cents, in the reader's language
// (the request's, docs/i18n.md).

// Relative widths: wide enough for "Tokens distributed" on one line in both tables.
const figureColumns = (width: number, locale: Locale): PdfColumn[] =>
  PROGRAM_FIGURE_COLUMNS.map((c) => ({ header: translateEnglish(c.header, locale), width, align: 'right' }));

function figureCells(f: ProgramFiguresRecord, locale: Locale): string[] {
  return PROGRAM_FIGURE_COLUMNS.map((c) =>
    c.kind === 'money' ? formatCents(c.record(f)) : programReportNumber(c.record(f), locale),
  );
}

const tokenName = (t: ProgramTokenRecord, locale: Locale) =>
  t.isRetired ? programReportMessages(locale)('retiredToken', { name: t.name }) : t.name;

export function programTable(program: ProgramRecord, locale: Locale): PdfTable {
  const t = programReportMessages(locale);
  const label = programLabel(program, locale);
  return {
    title: label,
    columns: [
      { header: t('token'), width: 18 },
      { header: t('valuePerToken'), width: 9, align: 'right' },
      ...figureColumns(9, locale),
    ],
    rows: [
      ...program.tokens.map((token) => [
        tokenName(token, locale),
        formatCents(token.perDollarValueCents),
        ...figureCells(token, locale),
      ]),
      ...(program.tokens.length > 1
        ? [[t('allProgramTokens', { program: label }), '', ...figureCells(program, locale)]]
        : []),
    ],
  };
}

export function monthTable(report: ProgramReportRecord, locale: Locale): PdfTable {
  const t = programReportMessages(locale);
  const rows = report.programs
    .flatMap((program) =>
      program.tokens.flatMap((token) =>
        token.months.map((m) => ({
          month: m.month,
          cells: [programLabel(program, locale), tokenName(token, locale), ...figureCells(m, locale)],
        })),
      ),
    )
    // Stable: programs and tokens keep their order within a month.
    .sort((a, b) => a.month.localeCompare(b.month))
    .map((row) => [programReportMonth(row.month, locale), ...row.cells]);
  return {
    title: t('perMonth'),
    note: t('perMonthNote'),
    columns: [
      // A month spelled out in Spanish ("septiembre de 2026") needs more room than "September 2026".
      { header: t('month'), width: locale === 'en' ? 9 : 12 },
      { header: t('program'), width: 12 },
      { header: t('token'), width: 12 },
      ...figureColumns(10, locale),
    ],
    rows,
  };
}

export type ProgramReportPdfArgs = {
  report: ProgramReportRecord;
  generatedAt: Date;
  /** The language of the request that asked for it: the reader's (docs/i18n.md). */
  locale: Locale;
};

// In the PDF worker, bounded in time and memory (lib/pdf/pdf-renderer.ts).
export function renderProgramReportPdf(args: ProgramReportPdfArgs, account: string): Promise<Buffer> {
  return renderPdf({ kind: 'program-report', args }, account);
}

export function drawProgramReportPdf({ report, generatedAt, locale }: ProgramReportPdfArgs): Promise<Buffer> {
  const t = programReportMessages(locale);
  const day = (value: string | Date) => programReportDate(value, locale);
  const heading = t('heading', { market: report.marketName });
  const doc = newPdfDocument({
    size: 'LETTER',
    layout: 'landscape',
    margin: 36,
    info: { Title: heading, Producer: 'Marketday' },
  });
  const done = pdfBytes(doc);
  const q = report.query;
  doc.font('Helvetica-Bold').fontSize(18).text(heading);
  const subtitle = [`${day(q.startDate)} – ${day(q.endDate)}`, t('generated', { date: day(generatedAt) })];
  doc.font('Helvetica').fontSize(10).fillColor('#333333').text(subtitle.join('  ·  '));
  doc.fontSize(8).fillColor('#555555').text(t('explanation')).fillColor('black');
  doc.moveDown(0.8);
  if (report.programs.length === 0) doc.font('Helvetica').fontSize(10).text(t('noTokens'));
  for (const program of report.programs) drawTable(doc, programTable(program, locale));
  drawTable(doc, monthTable(report, locale));
  doc.end();
  return done;
}
