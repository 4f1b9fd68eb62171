import {
  RECEIPT_LINE_HEIGHT,
  type ReceiptLayout,
  type ReceiptLine,
  receiptContentHeight,
} from '@marketday/shared';
import { pdfBytes } from '../../lib/pdf/pdf-bytes';
import { newPdfDocument } from '../../lib/pdf/pdf-document';
import { renderPdf } from '../../lib/pdf/pdf-renderer';

// The lines and the page come from packages/shared (receipt.ts): the browser prints its "Pending sync"
// receipt from the same ones.
// A receipt is shown in the browser, not saved: its name is the checkout's id, cut short.
export function receiptDisposition(transactionId: string) {
  return `inline; filename="receipt-${transactionId.slice(0, 8)}.pdf"`;
}

export type ReceiptPdfArgs = { lines: ReceiptLine[]; layout: ReceiptLayout };

// In the PDF worker, bounded in time and memory (lib/pdf/pdf-renderer.ts).
export function renderReceiptPdf(args: ReceiptPdfArgs, account: string): Promise<Buffer> {
  return renderPdf({ kind: 'receipt', args }, account);
}

// Renders into a page of the chosen size; a roll receipt gets exactly the height its lines need.
export function drawReceiptPdf({ lines, layout }: ReceiptPdfArgs): Promise<Buffer> {
  const lineHeight = layout.fontSize * RECEIPT_LINE_HEIGHT;
  const needed = receiptContentHeight({ lines, fontSize: layout.fontSize, margin: layout.margin });
  const doc = newPdfDocument({
    size: [layout.width, layout.height ?? Math.ceil(needed)],
    margin: layout.margin,
    info: { Title: 'Marketday receipt', Producer: 'Marketday' },
  });
  const done = pdfBytes(doc);
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
