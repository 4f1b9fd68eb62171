import {
  FIGURE_LABELS,
  formatCents,
  formatDisplayDate,
  MARKET_DAY_RECORD_COLUMNS,
  REPORT_DETAIL_ROW_LIMIT,
  REPORT_GROUP_LABELS,
  REPORT_GROUPS,
  REPORT_INCOME_NOTE,
  type ReportRecord,
  type ReportRecordColumn,
  reportRecordColumns,
  TOKEN_RECORD_COLUMNS,
  VENDOR_TYPE_LABELS,
  VIEW_MODE_LABELS,
} from '@marketday/shared';
import PDFDocument from 'pdfkit';
import { pdfBytes } from '../../lib/pdf/pdf-bytes';
import { renderPdf } from '../../lib/pdf/pdf-renderer';
import { drawTable, type PdfTable } from '../../lib/pdf/pdf-table';

// The report as a PDF: the same figures and tables as the screen, in US Letter landscape, drawn straight
// from the report's cents.

function cell(value: unknown, kind: ReportRecordColumn<unknown>['kind']): string {
  if (value === null || value === undefined) return '';
  if (kind === 'cents' && typeof value === 'number') return formatCents(value);
  if (kind === 'date' && typeof value === 'string') return formatDisplayDate(value);
  if (kind === 'number' && typeof value === 'number') return value.toLocaleString('en-US');
  return String(value);
}

function table<T>(title: string, columns: ReportRecordColumn<T>[], rows: T[], note?: string): PdfTable {
  return {
    title,
    note,
    columns: columns.map((c) => ({
      header: c.header,
      width: c.width,
      align: c.kind === 'cents' || c.kind === 'number' ? 'right' : 'left',
    })),
    rows: rows.map((row) => columns.map((c) => cell(c.value(row), c.kind))),
  };
}

function figureLines(report: ReportRecord): [string, string][] {
  const t = report.totals;
  const i = report.income;
  return [
    ['Checkouts', t.transactions.toLocaleString('en-US')],
    [FIGURE_LABELS.gross, formatCents(t.grossSalesCents)],
    [FIGURE_LABELS.marketFees, formatCents(t.marketFeesCents)],
    [FIGURE_LABELS.govFees, formatCents(t.govFeesCents)],
    [FIGURE_LABELS.tokenTotal, formatCents(t.tokenValueCents)],
    [FIGURE_LABELS.owedByVendors, formatCents(t.owedByVendorsCents)],
    [FIGURE_LABELS.paidToVendors, formatCents(t.paidToVendorsCents)],
    [FIGURE_LABELS.moneyOwed, formatCents(t.moneyOwedCents)],
    ['Transaction income', formatCents(i.transactionIncomeCents)],
    ['Additional income', formatCents(i.additionalIncomeCents)],
    ['Expenses', formatCents(i.expensesCents)],
    ['Direct deposit', formatCents(i.directDepositCents)],
    ['Day reports', String(i.dayReports)],
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

export function reportTables(report: ReportRecord): PdfTable[] {
  const tables: PdfTable[] = [];
  if (report.query.viewMode === 'detail') {
    const note = report.truncated
      ? `The newest ${REPORT_DETAIL_ROW_LIMIT.toLocaleString('en-US')} of ${report.totals.transactions.toLocaleString('en-US')} checkouts; the totals above cover all of them.`
      : undefined;
    tables.push(
      table('Checkouts per vendor per market day', reportRecordColumns('detail'), report.rows, note),
    );
  } else {
    for (const group of REPORT_GROUPS) {
      tables.push(table(REPORT_GROUP_LABELS[group], reportRecordColumns(group), report.groups[group]));
    }
  }
  tables.push(table('Tokens redeemed', TOKEN_RECORD_COLUMNS, report.tokens));
  const note = report.query.vendorType ? REPORT_INCOME_NOTE : undefined;
  tables.push(table('Market nights and day reports', MARKET_DAY_RECORD_COLUMNS, report.marketDays, note));
  return tables;
}

export type ReportPdfArgs = { report: ReportRecord; marketName: string; generatedAt: Date };

// In the PDF worker, bounded in time and memory (lib/pdf/pdf-renderer.ts).
export function renderReportPdf(args: ReportPdfArgs, account: string): Promise<Buffer> {
  return renderPdf({ kind: 'report', args }, account);
}

export function drawReportPdf({ report, marketName, generatedAt }: ReportPdfArgs): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: 'landscape',
    margin: 36,
    info: { Title: `Marketday report: ${marketName}`, Producer: 'Marketday' },
  });
  const done = pdfBytes(doc);

  const q = report.query;
  doc.font('Helvetica-Bold').fontSize(18).text(`Market report: ${marketName}`);
  const filters = [
    `${formatDisplayDate(q.startDate)} – ${formatDisplayDate(q.endDate)}`,
    q.vendorType ? VENDOR_TYPE_LABELS[q.vendorType] : 'All vendor types',
    `${VIEW_MODE_LABELS[q.viewMode]} view`,
    `Generated ${formatDisplayDate(generatedAt)}`,
  ];
  doc.font('Helvetica').fontSize(10).fillColor('#333333').text(filters.join('  ·  ')).fillColor('black');
  doc.moveDown(0.8);
  drawSummary(doc, figureLines(report));
  for (const t of reportTables(report)) drawTable(doc, t);
  doc.end();
  return done;
}
