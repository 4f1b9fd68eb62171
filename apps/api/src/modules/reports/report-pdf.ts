import {
  type CsvKind,
  dollarsToCents,
  formatCents,
  formatDisplayDate,
  MARKET_DAY_COLUMNS,
  REPORT_DETAIL_ROW_LIMIT,
  REPORT_GROUP_LABELS,
  REPORT_GROUPS,
  REPORT_INCOME_NOTE,
  type Report,
  type ReportColumn,
  reportColumns,
  TOKEN_COLUMNS,
  VENDOR_TYPE_LABELS,
  VIEW_MODE_LABELS,
} from '@marketday/shared';
import PDFDocument from 'pdfkit';
import { renderPdf } from '../../lib/pdf/pdf-renderer';
import { drawTable, type PdfTable } from './pdf-table';

// The report as a PDF: the same figures and tables as the screen, in US Letter landscape.

function cell(value: unknown, kind: CsvKind | undefined): string {
  if (value === null || value === undefined) return '';
  if (kind === 'money' && typeof value === 'number') return formatCents(dollarsToCents(value));
  if (kind === 'date' && typeof value === 'string') return formatDisplayDate(value);
  if (kind === 'number' && typeof value === 'number') return value.toLocaleString('en-US');
  return String(value);
}

function table<T>(title: string, columns: ReportColumn<T>[], rows: T[], note?: string): PdfTable {
  return {
    title,
    note,
    columns: columns.map((c) => ({
      header: c.header,
      width: c.width,
      align: c.kind === 'money' || c.kind === 'number' ? 'right' : 'left',
    })),
    rows: rows.map((row) => columns.map((c) => cell(c.value(row), c.kind))),
  };
}

function figureLines(report: Report): [string, string][] {
  const t = report.totals;
  const i = report.income;
  const m = (dollars: number) => formatCents(dollarsToCents(dollars));
  return [
    ['Checkouts', t.transactions.toLocaleString('en-US')],
    ['Gross sales', m(t.gross_sales)],
    ['Market fees', m(t.market_fees)],
    ['Gov. fees', m(t.gov_fees)],
    ['Tokens redeemed', m(t.token_value)],
    ['Money owed by vendors', m(t.money_owed)],
    ['Paid out to vendors', m(t.paid_out)],
    ['Transaction income', m(i.transaction_income)],
    ['Additional income', m(i.additional_income)],
    ['Expenses', m(i.expenses)],
    ['Direct deposit', m(i.direct_deposit)],
    ['Day reports', String(i.day_reports)],
  ];
}

function drawSummary(doc: PDFKit.PDFDocument, lines: [string, string][]) {
  const left = doc.page.margins.left;
  const columnWidth = (doc.page.width - left - doc.page.margins.right) / 4;
  const top = doc.y;
  lines.forEach(([label, value], index) => {
    const x = left + (index % 4) * columnWidth;
    const y = top + Math.floor(index / 4) * 30;
    doc.font('Helvetica').fontSize(8).fillColor('#555555').text(label.toUpperCase(), x, y);
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .fillColor('black')
      .text(value, x, y + 10);
  });
  doc.x = left;
  doc.y = top + Math.ceil(lines.length / 4) * 30 + 8;
}

export function reportTables(report: Report): PdfTable[] {
  const tables: PdfTable[] = [];
  if (report.query.view_mode === 'detail') {
    const note = report.truncated
      ? `The newest ${REPORT_DETAIL_ROW_LIMIT.toLocaleString('en-US')} of ${report.totals.transactions.toLocaleString('en-US')} checkouts; the totals above cover all of them.`
      : undefined;
    tables.push(table('Checkouts per vendor per market day', reportColumns('detail'), report.rows, note));
  } else {
    for (const group of REPORT_GROUPS) {
      tables.push(table(REPORT_GROUP_LABELS[group], reportColumns(group), report.groups[group]));
    }
  }
  tables.push(table('Tokens redeemed', TOKEN_COLUMNS, report.tokens));
  const note = report.query.vendor_type ? REPORT_INCOME_NOTE : undefined;
  tables.push(table('Market nights and day reports', MARKET_DAY_COLUMNS, report.market_days, note));
  return tables;
}

export type ReportPdfArgs = { report: Report; marketName: string; generatedAt: Date };

// In the PDF worker, bounded in time and memory (lib/pdf/pdf-renderer.ts).
export function renderReportPdf(args: ReportPdfArgs): Promise<Buffer> {
  return renderPdf({ kind: 'report', args });
}

export function drawReportPdf({ report, marketName, generatedAt }: ReportPdfArgs): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: 'landscape',
    margin: 36,
    info: { Title: `Marketday report: ${marketName}`, Producer: 'Marketday' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const q = report.query;
  doc.font('Helvetica-Bold').fontSize(18).text(`Market report: ${marketName}`);
  const filters = [
    `${formatDisplayDate(q.start_date)} – ${formatDisplayDate(q.end_date)}`,
    q.vendor_type ? VENDOR_TYPE_LABELS[q.vendor_type] : 'All vendor types',
    `${VIEW_MODE_LABELS[q.view_mode]} view`,
    `Generated ${formatDisplayDate(generatedAt)}`,
  ];
  doc.font('Helvetica').fontSize(10).fillColor('#333333').text(filters.join('  ·  ')).fillColor('black');
  doc.moveDown(0.8);
  drawSummary(doc, figureLines(report));
  for (const t of reportTables(report)) drawTable(doc, t);
  doc.end();
  return done;
}
