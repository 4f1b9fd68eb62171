import { formatCents, formatDisplayDate, type Locale, MONTH_NAMES, quarterLabel } from '@marketday/shared';
import { serverMessages } from '../../lib/i18n/translate';
import { pdfBytes } from '../../lib/pdf/pdf-bytes';
import { newPdfDocument } from '../../lib/pdf/pdf-document';
import { renderPdf } from '../../lib/pdf/pdf-renderer';
import type { CdfaSource } from './cdfa.repository';
import en from './locales/en.json';
import es from './locales/es.json';

// The quarterly report is a California state form (CDFA's Certified Farmers' Market Program), and it is filed with
// the state, so the form stays as CDFA prints it in every language: its title and heading, its field labels
// (Quarter, Market, Address…), what is written in those fields (the quarter, the schedule, MM/DD/YYYY dates, the
// state fee sentence), the producer table's column headings, its Totals row and "Missing". Only Marketday's own
// words outside the form's fields follow the reader (the request's language, docs/i18n.md): the document's title,
// the line of an empty table, the footnote on how the figures were found and, for a reader of another language
// than English, a line saying why the form is in English.
const cdfaMessages = serverMessages('cdfa', { en, es });

export type CdfaPdfArgs = CdfaSource & {
  /** The language of the request that created the report (it is stored as drawn). */
  locale: Locale;
};

type Doc = PDFKit.PDFDocument;
const MARGIN = 40;
const PAGE = { width: 792, height: 612 }; // US Letter, landscape: the producer table needs the width.
const WIDTH = PAGE.width - MARGIN * 2;
const ROW = 18;

const COLUMNS = [
  { title: 'Certified producer', width: 170 },
  { title: 'Producer names', width: 125 },
  { title: 'Certificate no.', width: 95 },
  { title: 'County', width: 85 },
  { title: 'Cert. expires', width: 77 },
  { title: 'Days attended', width: 70, right: true },
  { title: 'State fee due', width: 90, right: true },
] as const;

// "08:00:00" → "8:00 AM"
function clock(time: string) {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const suffix = h >= 12 ? 'PM' : 'AM';
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${suffix}`;
}

function schedule(market: CdfaSource['market']) {
  const day = `${market.dayOfWeek.charAt(0)}${market.dayOfWeek.slice(1).toLowerCase()}s`;
  const season =
    market.seasonStart < 0
      ? 'year-round'
      : `${MONTH_NAMES[market.seasonStart]} to ${MONTH_NAMES[market.seasonEnd]}`;
  return `${day}, ${clock(market.hoursStart)} – ${clock(market.hoursEnd)} (${season})`;
}

function addressOf(market: CdfaSource['market']) {
  if (!market.street) return market.city ?? 'Not given';
  const street = [market.street, market.street2].filter(Boolean).join(', ');
  return `${street}, ${market.addressCity ?? ''}, ${market.state ?? ''} ${market.postalCode ?? ''}`.trim();
}

function labelled(doc: Doc, label: string, value: string) {
  doc.font('Helvetica-Bold').fontSize(10).text(`${label}: `, { continued: true });
  doc.font('Helvetica').text(value);
}

function header(doc: Doc, source: CdfaSource) {
  const { market, manager, report } = source;
  doc.font('Helvetica-Bold').fontSize(16).text("Certified Farmers' Market Quarterly Report", MARGIN, MARGIN);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#444')
    .text('For the California Department of Food and Agriculture (CDFA), Certified Farmers’ Market Program')
    .fillColor('#000')
    .moveDown(0.6);
  labelled(
    doc,
    'Quarter',
    `${quarterLabel(report)} (${formatDisplayDate(report.startDate)} – ${formatDisplayDate(report.endDate)})`,
  );
  labelled(doc, 'Market', market.name);
  labelled(doc, 'Address', addressOf(market));
  labelled(doc, 'Market days and hours', schedule(market));
  labelled(doc, 'Operator / manager', `${manager.firstname} ${manager.lastname}`);
  const contact = [manager.email, manager.phone, market.contactEmail, market.contactPhone].filter(Boolean);
  labelled(doc, 'Contact', [...new Set(contact)].join(' · '));
  labelled(
    doc,
    'Market days held this quarter',
    report.marketDays.length
      ? `${report.marketDays.length} (${report.marketDays.map(formatDisplayDate).join(', ')})`
      : '0',
  );
  labelled(
    doc,
    'State fee',
    `${formatCents(report.stateFeePerDayCents)} per certified producer per market day attended`,
  );
  doc.moveDown(0.8);
}

const HEADINGS = COLUMNS.map((c) => c.title);

// A row that does not fit starts a new page, which repeats the column headings.
function row(doc: Doc, cells: string[], { bold = false, shade = false } = {}) {
  if (doc.y + ROW > PAGE.height - MARGIN) {
    doc.addPage();
    doc.y = MARGIN;
    if (cells !== HEADINGS) row(doc, HEADINGS, { bold: true, shade: true });
  }
  const y = doc.y;
  if (shade)
    doc
      .rect(MARGIN, y - 4, WIDTH, ROW)
      .fill('#E8F0EA')
      .fillColor('#000');
  let x = MARGIN;
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
  // A row of one cell (the empty table's line) spans the table, so it fits in any language.
  const span = cells.length === 1;
  COLUMNS.forEach((column, i) => {
    if (span && i > 0) return;
    doc.text(cells[i] ?? '', x + 3, y, {
      width: (span ? WIDTH : column.width) - 6,
      height: 11,
      align: 'right' in column && column.right ? 'right' : 'left',
      lineBreak: false,
      ellipsis: true,
    });
    x += column.width;
  });
  doc.y = y + ROW;
  doc.x = MARGIN;
}

// In the PDF worker, bounded in time and memory (lib/pdf/pdf-renderer.ts).
export function renderCdfaPdf(source: CdfaPdfArgs, account: string): Promise<Buffer> {
  return renderPdf({ kind: 'cdfa', args: source }, account);
}

export function drawCdfaPdf(source: CdfaPdfArgs): Promise<Buffer> {
  const { report, locale } = source;
  const t = cdfaMessages(locale);
  const doc = newPdfDocument({
    size: [PAGE.width, PAGE.height],
    margin: MARGIN,
    info: {
      Title: t('pdfTitle', { market: report.marketName, quarter: quarterLabel(report) }),
      Producer: 'Marketday',
    },
  });
  const done = pdfBytes(doc);

  header(doc, source);
  row(doc, HEADINGS, { bold: true, shade: true });
  if (report.producers.length === 0) row(doc, [t('noProducers')]);
  for (const p of report.producers) {
    row(doc, [
      p.businessName,
      p.producerNames ?? '',
      p.certificateNumber,
      p.county,
      p.certificateExpires ? formatDisplayDate(p.certificateExpires) : '—',
      String(p.daysAttended),
      formatCents(p.stateFeeCents),
    ]);
  }
  row(
    doc,
    [
      `Totals: ${report.producers.length} certified producers`,
      '',
      '',
      '',
      '',
      String(report.totalProducerDays),
      formatCents(report.totalStateFeeCents),
    ],
    { bold: true, shade: true },
  );
  doc
    .moveDown(1)
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#444')
    .text(t('footnote'), MARGIN, doc.y, { width: WIDTH });
  if (locale !== 'en') doc.moveDown(0.4).text(t('formLanguage'), MARGIN, doc.y, { width: WIDTH });
  doc.end();
  return done;
}
