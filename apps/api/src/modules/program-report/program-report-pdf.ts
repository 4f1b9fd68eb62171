import {
  formatCents,
  formatDisplayDate,
  formatMonth,
  PROGRAM_FIGURE_COLUMNS,
  type ProgramFiguresRecord,
  type ProgramRecord,
  type ProgramReportRecord,
  type ProgramTokenRecord,
} from '@marketday/shared';
import PDFDocument from 'pdfkit';
import { pdfBytes } from '../../lib/pdf/pdf-bytes';
import { renderPdf } from '../../lib/pdf/pdf-renderer';
import { drawTable, type PdfColumn, type PdfTable } from '../../lib/pdf/pdf-table';

// The program report as a PDF for funders: one table per program (its tokens and their total), then every
// token month by month, in US Letter landscape, drawn straight from the report's cents.

// Relative widths: wide enough for "Tokens distributed" on one line in both tables.
const figureColumns = (width: number): PdfColumn[] =>
  PROGRAM_FIGURE_COLUMNS.map((c) => ({ header: c.header, width, align: 'right' }));

function figureCells(f: ProgramFiguresRecord): string[] {
  return PROGRAM_FIGURE_COLUMNS.map((c) =>
    c.kind === 'money' ? formatCents(c.record(f)) : c.record(f).toLocaleString('en-US'),
  );
}

const tokenName = (t: ProgramTokenRecord) => (t.isRetired ? `${t.name} (retired)` : t.name);

export function programTable(program: ProgramRecord): PdfTable {
  return {
    title: program.label,
    columns: [
      { header: 'Token', width: 18 },
      { header: 'Value per token', width: 9, align: 'right' },
      ...figureColumns(9),
    ],
    rows: [
      ...program.tokens.map((t) => [tokenName(t), formatCents(t.perDollarValueCents), ...figureCells(t)]),
      ...(program.tokens.length > 1 ? [[`All ${program.label} tokens`, '', ...figureCells(program)]] : []),
    ],
  };
}

export function monthTable(report: ProgramReportRecord): PdfTable {
  const rows = report.programs
    .flatMap((program) =>
      program.tokens.flatMap((token) =>
        token.months.map((m) => ({
          month: m.month,
          cells: [program.label, tokenName(token), ...figureCells(m)],
        })),
      ),
    )
    // Stable: programs and tokens keep their order within a month.
    .sort((a, b) => a.month.localeCompare(b.month))
    .map((row) => [formatMonth(row.month), ...row.cells]);
  return {
    title: 'Per month',
    note: 'Each token in each month with a token distributed or redeemed.',
    columns: [
      { header: 'Month', width: 9 },
      { header: 'Program', width: 12 },
      { header: 'Token', width: 12 },
      ...figureColumns(10),
    ],
    rows,
  };
}

export type ProgramReportPdfArgs = { report: ProgramReportRecord; generatedAt: Date };

// In the PDF worker, bounded in time and memory (lib/pdf/pdf-renderer.ts).
export function renderProgramReportPdf(args: ProgramReportPdfArgs, account: string): Promise<Buffer> {
  return renderPdf({ kind: 'program-report', args }, account);
}

export function drawProgramReportPdf({ report, generatedAt }: ProgramReportPdfArgs): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: 'landscape',
    margin: 36,
    info: { Title: `Program report: ${report.marketName}`, Producer: 'Marketday' },
  });
  const done = pdfBytes(doc);
  const q = report.query;
  doc.font('Helvetica-Bold').fontSize(18).text(`Program report: ${report.marketName}`);
  const subtitle = [
    `${formatDisplayDate(q.startDate)} – ${formatDisplayDate(q.endDate)}`,
    `Generated ${formatDisplayDate(generatedAt)}`,
  ];
  doc.font('Helvetica').fontSize(10).fillColor('#333333').text(subtitle.join('  ·  '));
  doc
    .fontSize(8)
    .fillColor('#555555')
    .text(
      'Distributed: tokens handed to shoppers (day reports), valued at the token’s value today. Redeemed: tokens vendors took at checkout, valued as at each checkout. Market days: days the token was distributed or redeemed. Vendors: distinct vendors that redeemed it.',
    )
    .fillColor('black');
  doc.moveDown(0.8);
  if (report.programs.length === 0) doc.font('Helvetica').fontSize(10).text('This market has no tokens.');
  for (const program of report.programs) drawTable(doc, programTable(program));
  drawTable(doc, monthTable(report));
  doc.end();
  return done;
}
