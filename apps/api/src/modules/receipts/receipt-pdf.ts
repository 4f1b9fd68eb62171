import {
  FIGURE_LABELS,
  formatCents,
  formatDisplayDate,
  type TransactionRecord,
  VENDOR_TYPE_LABELS,
} from '@marketday/shared';
import PDFDocument from 'pdfkit';
import { renderPdf } from '../../lib/pdf/pdf-renderer';
import type { ReceiptLayout } from './receipt-layout';

type Line = { left: string; right?: string; bold?: boolean; gap?: number };

// The receipt is drawn from the stored cents: no dollar figure passes through it.
export function receiptLines(tx: TransactionRecord): Line[] {
  const owed = tx.moneyOwedCents;
  const lines: Line[] = [
    { left: tx.marketName, bold: true },
    { left: `Market day ${formatDisplayDate(tx.marketDate)}` },
    { left: tx.vendorName, bold: true, gap: 0.6 },
    { left: VENDOR_TYPE_LABELS[tx.vendorType] },
    { left: FIGURE_LABELS.gross, right: formatCents(tx.reportedGrossCents), gap: 0.6 },
    { left: FIGURE_LABELS.marketFee, right: formatCents(tx.marketFeeCents) },
    { left: `  ${tx.marketFeeCalculation}` },
  ];
  if (tx.govFeeCents !== 0) lines.push({ left: FIGURE_LABELS.govFee, right: formatCents(tx.govFeeCents) });
  for (const token of tx.tokens) {
    const value = token.count * token.perDollarValueCents;
    lines.push({ left: `${token.name} × ${token.count}`, right: `-${formatCents(value)}` });
  }
  if (tx.tokens.length > 0)
    lines.push({ left: FIGURE_LABELS.tokenTotal, right: `-${formatCents(tx.tokenTotalCents)}` });
  lines.push(
    owed >= 0
      ? { left: FIGURE_LABELS.moneyOwed, right: formatCents(owed), bold: true, gap: 0.6 }
      : { left: 'Market pays vendor', right: formatCents(-owed), bold: true, gap: 0.6 },
  );
  lines.push({ left: `Receipt ${tx.id.slice(0, 8).toUpperCase()}`, gap: 0.8 });
  return lines;
}

export type ReceiptPdfArgs = { lines: Line[]; layout: ReceiptLayout };

// In the PDF worker, bounded in time and memory (lib/pdf/pdf-renderer.ts).
export function renderReceiptPdf(args: ReceiptPdfArgs): Promise<Buffer> {
  return renderPdf({ kind: 'receipt', args });
}

// Renders into a page of the chosen size; a roll receipt gets exactly the height its lines need.
export function drawReceiptPdf({ lines, layout }: ReceiptPdfArgs): Promise<Buffer> {
  const lineHeight = layout.fontSize * 1.45;
  const needed = layout.margin * 2 + lines.reduce((h, l) => h + lineHeight * (1 + (l.gap ?? 0)), 0);
  const doc = new PDFDocument({
    size: [layout.width, layout.height ?? Math.ceil(needed)],
    margin: layout.margin,
    info: { Title: 'Marketday receipt', Producer: 'Marketday' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = layout.width - layout.margin * 2;
  let y = layout.margin;
  for (const line of lines) {
    y += lineHeight * (line.gap ?? 0);
    doc.font(line.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(layout.fontSize);
    doc.text(line.left, layout.margin, y, {
      width: line.right ? width * 0.62 : width,
      lineBreak: false,
      ellipsis: true,
    });
    if (line.right) doc.text(line.right, layout.margin, y, { width, align: 'right', lineBreak: false });
    y += lineHeight;
  }
  doc.end();
  return done;
}
