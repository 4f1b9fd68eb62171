import {
  FUNDER_COLUMNS,
  type FunderColumn,
  type FunderFormat,
  type FunderReportRecord,
  type Locale,
  toCsv,
} from '@marketday/shared';
import { translateEnglish } from '../../lib/i18n/translate';
import { pdfBytes } from '../../lib/pdf/pdf-bytes';
import { newPdfDocument } from '../../lib/pdf/pdf-document';
import { renderPdf } from '../../lib/pdf/pdf-renderer';
import { drawTable, type PdfColumn, type PdfTable } from '../../lib/pdf/pdf-table';
import { pdfCell, toCsvColumns } from './funder-reports.mapper';
import { funderReportDate, funderReportMessages } from './funder-reports-language';

// A funder report as a file. The CSV's header row is the format's columns (FUNDER_COLUMNS, docs/product.md §21), in
// English for every reader: a fixed format funders' forms are filled from. The PDF draws the same columns in the
// reader's language (the shared catalogue messages/funder-reports says them), under a title and notes of its own.

// The rows and columns of a report, typed together (each format has its own row).
function columnsAndRows(report: FunderReportRecord): {
  columns: readonly FunderColumn<never>[];
  rows: never[];
} {
  return { columns: FUNDER_COLUMNS[report.format], rows: report.rows as never[] };
}

export function funderReportCsv(report: FunderReportRecord): string {
  const { columns, rows } = columnsAndRows(report);
  return toCsv(rows, toCsvColumns(columns));
}

// Each format's title and note, by key (written out so the catalogue test finds every key used).
const MESSAGE_KEY = {
  'fm-tracks': { title: 'fmTracksTitle', note: 'fmTracksNote' },
  'market-match': { title: 'marketMatchTitle', note: 'marketMatchNote' },
  dufb: { title: 'dufbTitle', note: 'dufbNote' },
  gusnip: { title: 'gusnipTitle', note: 'gusnipNote' },
  fmpp: { title: 'fmppTitle', note: 'fmppNote' },
} as const satisfies Record<FunderFormat, { title: string; note: string }>;

const KEY_COLUMNS: Record<FunderFormat, number> = {
  'fm-tracks': 1,
  'market-match': 1,
  dufb: 1,
  gusnip: 2,
  fmpp: 1,
};
// FMPP's periods are the same on every row: the PDF says them once, in the table's note.
const FMPP_PERIOD_HEADERS = new Set([
  'Baseline period start (MM/DD/YYYY)',
  'Baseline period end (MM/DD/YYYY)',
  'Final period start (MM/DD/YYYY)',
  'Final period end (MM/DD/YYYY)',
]);
// A date is written as the reader writes it in the PDF, so its header drops the CSV's format hint.
const FORMAT_HINT = / \((MM\/DD\/YYYY|YYYY-MM)\)$/;
// Room around a cell's text (pdf-table.ts keeps 2 points each side).
const PADDING = 8;

/** How wide a text is drawn in the table's font: bold for a header. */
export type MeasureText = (text: string, bold: boolean) => number;

// The tables of a report: its columns (the market is the title) in as few parts as fit the page's width, each column
// as wide as its header or widest cell (pdf-table.ts draws one line per cell), the row's key columns starting every
// part.
export function funderTables(
  report: FunderReportRecord,
  locale: Locale,
  measure: MeasureText,
  usableWidth: number,
): PdfTable[] {
  const t = funderReportMessages(locale);
  const day = (date: string) => funderReportDate(date, locale);
  const { columns, rows } = columnsAndRows(report);
  const shown = columns
    .filter((c) => c.header !== 'Market' && !FMPP_PERIOD_HEADERS.has(c.header))
    .map((column) => {
      const header = translateEnglish(column.header.replace(FORMAT_HINT, ''), locale);
      const cells = rows.map((row) => pdfCell(column, row, locale, day));
      const width = Math.max(measure(header, true), ...cells.map((cell) => measure(cell, false))) + PADDING;
      return { header, cells, width };
    });
  const keys = shown.slice(0, KEY_COLUMNS[report.format]);
  const keysWidth = keys.reduce((sum, c) => sum + c.width, 0);
  const parts: (typeof shown)[] = [];
  for (const column of shown.slice(keys.length)) {
    const last = parts.at(-1);
    const used = keysWidth + (last ?? []).reduce((sum, c) => sum + c.width, 0);
    if (last && used + column.width <= usableWidth) last.push(column);
    else parts.push([column]);
  }
  const title = t(MESSAGE_KEY[report.format].title);
  const first = report.format === 'fmpp' ? report.rows[0] : undefined;
  const periods = first
    ? t('periods', {
        baseline: `${day(first.baselineStart)} – ${day(first.baselineEnd)}`,
        final: `${day(first.finalStart)} – ${day(first.finalEnd)}`,
      })
    : undefined;
  return parts.map((part, index) => {
    const drawn = [...keys, ...part];
    const note = [periods, parts.length > 1 ? t('part', { part: index + 1, of: parts.length }) : undefined]
      .filter(Boolean)
      .join('  ·  ');
    const pdfColumns: PdfColumn[] = drawn.map((c, i) => ({
      header: c.header,
      width: c.width,
      align: i < keys.length ? 'left' : 'right',
    }));
    return {
      title,
      ...(note && { note }),
      columns: pdfColumns,
      rows: rows.map((_, r) => drawn.map((c) => c.cells[r] ?? '')),
    };
  });
}

export type FunderReportPdfArgs = {
  report: FunderReportRecord;
  generatedAt: Date;
  /** The language of the request that asked for it: the reader's (docs/i18n.md). */
  locale: Locale;
};

// In the PDF worker, bounded in time and memory (lib/pdf/pdf-renderer.ts).
export function renderFunderReportPdf(args: FunderReportPdfArgs, account: string): Promise<Buffer> {
  return renderPdf({ kind: 'funder-report', args }, account);
}

export function drawFunderReportPdf({ report, generatedAt, locale }: FunderReportPdfArgs): Promise<Buffer> {
  const t = funderReportMessages(locale);
  const day = (value: string | Date) => funderReportDate(value, locale);
  const key = MESSAGE_KEY[report.format];
  const heading = t('heading', { format: t(key.title), market: report.market });
  const doc = newPdfDocument({
    size: 'LETTER',
    layout: 'landscape',
    margin: 36,
    info: { Title: heading, Producer: 'Marketday' },
  });
  const done = pdfBytes(doc);
  doc.font('Helvetica-Bold').fontSize(18).text(heading);
  const subtitle = [
    `${day(report.startDate)} – ${day(report.endDate)}`,
    t('generated', { date: day(generatedAt) }),
  ];
  doc.font('Helvetica').fontSize(10).fillColor('#333333').text(subtitle.join('  ·  '));
  doc.fontSize(8).fillColor('#555555').text(t(key.note)).fillColor('black');
  doc.moveDown(0.8);
  if (report.rows.length === 0) doc.font('Helvetica').fontSize(10).text(t('noDays'));
  else {
    const measure: MeasureText = (text, bold) =>
      doc
        .font(bold ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(8)
        .widthOfString(text);
    const usable = doc.page.width - doc.page.margins.left - doc.page.margins.right;
    for (const table of funderTables(report, locale, measure, usable)) drawTable(doc, table);
  }
  doc.end();
  return done;
}
