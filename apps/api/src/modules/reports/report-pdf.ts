import {
  FIGURE_LABELS,
  formatCents,
  type Locale,
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
import { pdfBytes } from '../../lib/pdf/pdf-bytes';
import { newPdfDocument } from '../../lib/pdf/pdf-document';
import { renderPdf } from '../../lib/pdf/pdf-renderer';
import { drawTable, type PdfTable } from '../../lib/pdf/pdf-table';
import { reportDate, reportLabel, reportMessages, reportNumber } from './report-language';

// The report as a PDF: the same figures and tables as the screen, in US Letter landscape, drawn straight
// from the report's cents, in the reader's language (the request's, docs/i18n.md).

// A text cell is the report's own data (a vendor's or a market's name), except the few columns whose values are
// the shared labels (a vendor type, the day report's Yes/No): those are said in the reader's language.
function cell(value: unknown, kind: ReportRecordColumn<unknown>['kind'], locale: Locale): string {
  if (value === null || value === undefined) return '';
  if (kind === 'cents' && typeof value === 'number') return formatCents(value);
  if (kind === 'date' && typeof value === 'string') return reportDate(value, locale);
  if (kind === 'number' && typeof value === 'number') return reportNumber(value, locale);
  return String(value);
}

const LABELLED_VALUES = new Set(['Vendor type', 'Day report']);

function table<T>(
  locale: Locale,
  title: string,
  columns: ReportRecordColumn<T>[],
  rows: T[],
  note?: string,
): PdfTable {
  return {
    title,
    note,
    columns: columns.map((c) => ({
      header: reportLabel(c.header, locale),
      width: c.width,
      align: c.kind === 'cents' || c.kind === 'number' ? 'right' : 'left',
    })),
    rows: rows.map((row) =>
      columns.map((c) => {
        const text = cell(c.value(row), c.kind, locale);
        return LABELLED_VALUES.has(c.header) && text ? reportLabel(text, locale) : text;
      }),
    ),
  };
}

function figureLines(report: ReportRecord, locale: Locale): [string, string][] {
  const t = report.totals;
  const i = report.income;
  const lines: [string, string][] = [
    ['Checkouts', reportNumber(t.transactions, locale)],
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
  ];
  return [
    ...lines.map(([label, value]): [string, string] => [reportLabel(label, locale), value]),
    [reportMessages(locale)('dayReports'), reportNumber(i.dayReports, locale)],
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

export function reportTables(report: ReportRecord, locale: Locale): PdfTable[] {
  const t = reportMessages(locale);
  const tables: PdfTable[] = [];
  if (report.query.viewMode === 'detail') {
    const note = report.truncated
      ? t('detailTruncated', {
          shown: reportNumber(REPORT_DETAIL_ROW_LIMIT, locale),
          total: reportNumber(report.totals.transactions, locale),
        })
      : undefined;
    tables.push(table(locale, t('detailTitle'), reportRecordColumns('detail'), report.rows, note));
  } else {
    for (const group of REPORT_GROUPS) {
      const title = reportLabel(REPORT_GROUP_LABELS[group], locale);
      tables.push(table(locale, title, reportRecordColumns(group), report.groups[group]));
    }
  }
  tables.push(table(locale, t('tokensTitle'), TOKEN_RECORD_COLUMNS, report.tokens));
  const note = report.query.vendorType ? reportLabel(REPORT_INCOME_NOTE, locale) : undefined;
  tables.push(table(locale, t('marketNightsTitle'), MARKET_DAY_RECORD_COLUMNS, report.marketDays, note));
  return tables;
}

export type ReportPdfArgs = {
  report: ReportRecord;
  /** The market's name, or null for the report of every market (said "All markets" in the reader's language). */
  marketName: string | null;
  generatedAt: Date;
  /** The language of the request that asked for it: the reader's (docs/i18n.md). */
  locale: Locale;
};

// In the PDF worker, bounded in time and memory (lib/pdf/pdf-renderer.ts).
export function renderReportPdf(args: ReportPdfArgs, account: string): Promise<Buffer> {
  return renderPdf({ kind: 'report', args }, account);
}

export function drawReportPdf({ report, marketName, generatedAt, locale }: ReportPdfArgs): Promise<Buffer> {
  const t = reportMessages(locale);
  const day = (value: string | Date) => reportDate(value, locale);
  const market = marketName ?? t('allMarkets');
  const doc = newPdfDocument({
    size: 'LETTER',
    layout: 'landscape',
    margin: 36,
    info: { Title: t('pdfTitle', { market }), Producer: 'Marketday' },
  });
  const done = pdfBytes(doc);

  const q = report.query;
  doc.font('Helvetica-Bold').fontSize(18).text(t('heading', { market }));
  const filters = [
    `${day(q.startDate)} – ${day(q.endDate)}`,
    q.vendorType ? reportLabel(VENDOR_TYPE_LABELS[q.vendorType], locale) : t('allVendorTypes'),
    t('viewMode', { mode: reportLabel(VIEW_MODE_LABELS[q.viewMode], locale) }),
    t('generated', { date: day(generatedAt) }),
  ];
  doc.font('Helvetica').fontSize(10).fillColor('#333333').text(filters.join('  ·  ')).fillColor('black');
  doc.moveDown(0.8);
  drawSummary(doc, figureLines(report, locale));
  for (const table of reportTables(report, locale)) drawTable(doc, table);
  doc.end();
  return done;
}
