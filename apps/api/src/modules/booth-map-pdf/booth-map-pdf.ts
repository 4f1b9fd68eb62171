import { type BoothMapItem, type BoothMapLayout, formatDisplayDate } from '@marketday/shared';
import PDFDocument from 'pdfkit';
import { pdfBytes } from '../../lib/pdf/pdf-bytes';
import { renderPdf } from '../../lib/pdf/pdf-renderer';

// The printable booth map of one date (docs/season.md "The booth map"): one US Letter page, landscape when the lot
// is wider than deep, the layout drawn to scale (booths with their labels, aisles shaded, landmarks named), and a
// legend of who stands at each booth that date.

export type BoothMapPdfArgs = {
  marketName: string;
  date: string;
  layout: BoothMapLayout;
  legend: { label: string; size: string; businessName: string }[];
};

const MARGIN = 36;
const COLORS = { aisle: '#e5e7eb', landmark: '#fef3c7', booth: '#ffffff', line: '#374151', muted: '#555555' };

type Box = { x: number; y: number; w: number; h: number };

// Text centred in a box on one line, shrunk to fit (down to 4 pt), cut with an ellipsis past that.
function centredText(doc: PDFKit.PDFDocument, text: string, box: Box, font: string, maxSize: number) {
  let size = Math.min(maxSize, box.h * 0.6);
  doc.font(font);
  while (size > 4 && doc.fontSize(size).widthOfString(text) > box.w - 2) size -= 0.5;
  if (size < 3) return;
  doc
    .fontSize(size)
    .fillColor(COLORS.line)
    .text(text, box.x + 1, box.y + (box.h - size) / 2, {
      width: box.w - 2,
      align: 'center',
      lineBreak: false,
      ellipsis: true,
      height: size * 1.2,
    });
}

function drawLayout(doc: PDFKit.PDFDocument, layout: BoothMapLayout, area: Box) {
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
    .text(`${layout.width_ft} × ${layout.height_ft} ft`, lot.x, lot.y + lot.h + 3, { lineBreak: false });
}

// The legend in as many columns as the area needs, its type shrunk until every line fits (never a second page);
// a name too long for its column is cut with an ellipsis.
function drawLegend(doc: PDFKit.PDFDocument, legend: BoothMapPdfArgs['legend'], area: Box) {
  doc.font('Helvetica-Bold').fontSize(11).fillColor('black').text('Vendors by booth', area.x, area.y);
  const top = area.y + 16;
  const height = area.y + area.h - top;
  if (legend.length === 0) {
    doc.font('Helvetica').fontSize(9).text('No vendor has a booth this date.', area.x, top);
    return;
  }
  let size = 9;
  let columns = 1;
  for (; size > 4; size -= 0.5) {
    const perColumn = Math.max(1, Math.floor(height / (size * 1.35)));
    columns = Math.ceil(legend.length / perColumn);
    if (area.w / columns >= size * 24) break;
  }
  const lineHeight = size * 1.35;
  const perColumn = Math.max(1, Math.floor(height / lineHeight));
  const columnWidth = area.w / columns;
  legend.forEach((entry, i) => {
    const x = area.x + Math.floor(i / perColumn) * columnWidth;
    const y = top + (i % perColumn) * lineHeight;
    if (y + lineHeight > area.y + area.h + 0.5) return;
    const labelWidth = Math.min(columnWidth * 0.3, size * 5);
    doc.font('Helvetica-Bold').fontSize(size).fillColor('black');
    doc.text(entry.label, x, y, {
      width: labelWidth - 2,
      lineBreak: false,
      ellipsis: true,
      height: lineHeight,
    });
    doc.font('Helvetica').fontSize(size);
    doc.text(entry.businessName, x + labelWidth, y, {
      width: columnWidth - labelWidth - 4,
      lineBreak: false,
      ellipsis: true,
      height: lineHeight,
    });
  });
}

// In the PDF worker, bounded in time and memory (lib/pdf/pdf-renderer.ts).
export function renderBoothMapPdf(args: BoothMapPdfArgs, account: string): Promise<Buffer> {
  return renderPdf({ kind: 'booth-map', args }, account);
}

export function drawBoothMapPdf({ marketName, date, layout, legend }: BoothMapPdfArgs): Promise<Buffer> {
  const landscape = layout.width_ft > layout.height_ft;
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: landscape ? 'landscape' : 'portrait',
    margin: MARGIN,
    autoFirstPage: true,
    info: { Title: `Booth map: ${marketName}, ${formatDisplayDate(date)}`, Producer: 'Marketday' },
  });
  const done = pdfBytes(doc);
  const page = { w: doc.page.width - 2 * MARGIN, h: doc.page.height - 2 * MARGIN };
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(marketName, MARGIN, MARGIN, { lineBreak: false, ellipsis: true, width: page.w });
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor(COLORS.muted)
    .text(`Booth map · ${formatDisplayDate(date)}`, MARGIN, MARGIN + 20, { lineBreak: false })
    .fillColor('black');
  const top = MARGIN + 40;
  const body = { x: MARGIN, y: top, w: page.w, h: doc.page.height - MARGIN - top };
  // The map as wide as the page and as deep as its shape needs (at most two thirds); the legend under it.
  const mapHeight = Math.min((body.w * layout.height_ft) / layout.width_ft, body.h * 0.66);
  const map = { ...body, h: mapHeight };
  const key = { x: body.x, y: map.y + map.h + 18, w: body.w, h: body.h - map.h - 18 };
  drawLayout(doc, layout, map);
  drawLegend(doc, legend, key);
  doc.end();
  return done;
}
