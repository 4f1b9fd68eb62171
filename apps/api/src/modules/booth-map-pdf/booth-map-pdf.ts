import { type BoothMapItem, type BoothMapLayout, formatDateIn, type Locale } from '@marketday/shared';
import { type ServerTranslate, serverMessages } from '../../lib/i18n/translate';
import { pdfBytes } from '../../lib/pdf/pdf-bytes';
import { newPdfDocument } from '../../lib/pdf/pdf-document';
import { renderPdf } from '../../lib/pdf/pdf-renderer';
import en from './locales/en.json';
import es from './locales/es.json';

// The printable booth map of one date (docs/season.md "The booth map"): one US Letter page, landscape when the lot
// is wider than deep, the layout drawn to scale (booths with their labels, aisles shaded, landmarks named), and a
// legend of who stands at each booth that date. In the reader's language (the request's, docs/i18n.md); the map's
// own labels (aisles, landmarks, booths) and the vendors' names are the market's, shown as they are.

const boothMapMessages = serverMessages('booth-map-pdf', { en, es });
type Say = ServerTranslate<typeof en>;

export type BoothMapPdfArgs = {
  marketName: string;
  date: string;
  layout: BoothMapLayout;
  legend: { label: string; size: string; businessName: string }[];
  /** The language of the request that asked for it: the reader's (docs/i18n.md). */
  locale: Locale;
};

const MARGIN = 36;
const COLORS = { aisle: '#e5e7eb', landmark: '#fef3c7', booth: '#ffffff', line: '#374151', muted: '#555555' };

type Box = { x: number; y: number; w: number; h: number };

// `text` cut with an ellipsis to `width` points in the current font, or null when not even one letter fits. The
// cutting is done here, never by pdfkit's wrapper: a width too small for its ellipsis can loop it forever.
function fitText(doc: PDFKit.PDFDocument, text: string, width: number): string | null {
  if (doc.widthOfString(text) <= width) return text;
  for (let n = text.length - 1; n > 0; n -= 1) {
    const cut = `${text.slice(0, n).trimEnd()}…`;
    if (doc.widthOfString(cut) <= width) return cut;
  }
  return null;
}

// Text centred in a box on one line, shrunk to fit (down to 4 pt), cut with an ellipsis past that; none in a box
// too small for it.
function centredText(doc: PDFKit.PDFDocument, text: string, box: Box, font: string, maxSize: number) {
  let size = Math.min(maxSize, box.h * 0.6);
  if (size < 3) return;
  doc.font(font);
  while (size > 4 && doc.fontSize(size).widthOfString(text) > box.w - 2) size -= 0.5;
  doc.fontSize(size);
  const shown = fitText(doc, text, box.w - 2);
  if (!shown) return;
  const x = box.x + (box.w - doc.widthOfString(shown)) / 2;
  doc.fillColor(COLORS.line).text(shown, x, box.y + (box.h - size) / 2, { lineBreak: false });
}

function drawLayout(doc: PDFKit.PDFDocument, layout: BoothMapLayout, area: Box, t: Say) {
  const scale = Math.min(area.w / layout.width_ft, area.h / layout.height_ft);
  const place = (i: Pick<BoothMapItem, 'x' | 'y' | 'w' | 'h'>): Box => ({
    x: area.x + i.x * scale,
    y: area.y + i.y * scale,
    w: i.w * scale,
    h: i.h * scale,
  });
  const lot = place({ x: 0, y: 0, w: layout.width_ft, h: layout.height_ft });
  doc.lineWidth(1).rect(lot.x, lot.y, lot.w, lot.h).stroke(COLORS.line);
  // Aisles under landmarks under booths: a booth is never hidden.
  const order = { AISLE: 0, LANDMARK: 1, BOOTH: 2 } as const;
  const items = [...layout.items].sort((a, b) => order[a.kind] - order[b.kind]);
  for (const item of items) {
    const box = place(item);
    if (item.kind === 'AISLE') {
      doc.rect(box.x, box.y, box.w, box.h).fill(COLORS.aisle);
      centredText(doc, item.label, box, 'Helvetica-Oblique', 8);
    } else if (item.kind === 'LANDMARK') {
      doc.lineWidth(0.5).rect(box.x, box.y, box.w, box.h).fillAndStroke(COLORS.landmark, COLORS.line);
      centredText(doc, item.label, box, 'Helvetica-Oblique', 8);
    } else {
      doc.lineWidth(0.75).rect(box.x, box.y, box.w, box.h).fillAndStroke(COLORS.booth, COLORS.line);
      centredText(doc, item.label, box, 'Helvetica-Bold', 10);
    }
  }
  doc
    .font('Helvetica')
    .fontSize(7)
    .fillColor(COLORS.muted)
    .text(t('lotSize', { width: layout.width_ft, height: layout.height_ft }), lot.x, lot.y + lot.h + 3, {
      lineBreak: false,
    });
}

// The legend in as many columns as the area needs, its type shrunk until every line fits (never a second page);
// a name too long for its column is cut with an ellipsis. Past what 5 pt type can hold (hundreds of booths on a
// deep lot), the last line says how many more there are.
const MIN_LEGEND_SIZE = 5;
function drawLegend(doc: PDFKit.PDFDocument, legend: BoothMapPdfArgs['legend'], area: Box, t: Say) {
  doc
    .font('Helvetica-Bold')
    .fontSize(11)
    .fillColor('black')
    .text(t('legendTitle'), area.x, area.y, { lineBreak: false });
  const top = area.y + 16;
  const height = Math.max(0, area.y + area.h - top);
  if (legend.length === 0) {
    doc.font('Helvetica').fontSize(9).text(t('noBooths'), area.x, top, { lineBreak: false });
    return;
  }
  const fits = (size: number) => {
    const perColumn = Math.max(1, Math.floor(height / (size * 1.35)));
    const columns = Math.ceil(legend.length / perColumn);
    return { perColumn, columns, ok: area.w / columns >= size * 24 };
  };
  let size = 9;
  while (size > MIN_LEGEND_SIZE && !fits(size).ok) size -= 0.5;
  const lineHeight = size * 1.35;
  const { perColumn } = fits(size);
  const columns = Math.max(1, Math.min(fits(size).columns, Math.floor(area.w / (size * 24))));
  const capacity = perColumn * columns;
  const shown = legend.length > capacity ? legend.slice(0, capacity - 1) : legend;
  const columnWidth = area.w / columns;
  const labelWidth = Math.min(columnWidth * 0.3, size * 5);
  const place = (i: number) => ({
    x: area.x + Math.floor(i / perColumn) * columnWidth,
    y: top + (i % perColumn) * lineHeight,
  });
  shown.forEach((entry, i) => {
    const { x, y } = place(i);
    doc.font('Helvetica-Bold').fontSize(size).fillColor('black');
    const label = fitText(doc, entry.label, labelWidth - 2);
    if (label) doc.text(label, x, y, { lineBreak: false });
    doc.font('Helvetica').fontSize(size);
    const name = fitText(doc, entry.businessName, columnWidth - labelWidth - 4);
    if (name) doc.text(name, x + labelWidth, y, { lineBreak: false });
  });
  if (shown.length < legend.length) {
    const { x, y } = place(shown.length);
    doc
      .font('Helvetica-Oblique')
      .fontSize(size)
      .text(t('more', { count: legend.length - shown.length }), x, y, { lineBreak: false });
  }
}

// In the PDF worker, bounded in time and memory (lib/pdf/pdf-renderer.ts).
export function renderBoothMapPdf(args: BoothMapPdfArgs, account: string): Promise<Buffer> {
  return renderPdf({ kind: 'booth-map', args }, account);
}

export function drawBoothMapPdf({
  marketName,
  date,
  layout,
  legend,
  locale,
}: BoothMapPdfArgs): Promise<Buffer> {
  const t = boothMapMessages(locale);
  const day = formatDateIn(date, locale);
  const landscape = layout.width_ft > layout.height_ft;
  const doc = newPdfDocument({
    size: 'LETTER',
    layout: landscape ? 'landscape' : 'portrait',
    margin: MARGIN,
    autoFirstPage: true,
    info: { Title: t('pdfTitle', { market: marketName, date: day }), Producer: 'Marketday' },
  });
  const done = pdfBytes(doc);
  const page = { w: doc.page.width - 2 * MARGIN, h: doc.page.height - 2 * MARGIN };
  doc.font('Helvetica-Bold').fontSize(16);
  doc.text(fitText(doc, marketName, page.w) ?? '', MARGIN, MARGIN, { lineBreak: false });
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(COLORS.muted)
    .text(t('subtitle', { date: day }), MARGIN, MARGIN + 20, { lineBreak: false })
    .fillColor('black');
  const top = MARGIN + 40;
  const body = { x: MARGIN, y: top, w: page.w, h: doc.page.height - MARGIN - top };
  // The map as wide as the page and as deep as its shape needs (at most two thirds); the legend under it.
  const mapHeight = Math.min((body.w * layout.height_ft) / layout.width_ft, body.h * 0.66);
  const map = { ...body, h: mapHeight };
  const key = { x: body.x, y: map.y + map.h + 18, w: body.w, h: body.h - map.h - 18 };
  drawLayout(doc, layout, map, t);
  drawLegend(doc, legend, key, t);
  doc.end();
  return done;
}
