import {
  formatDisplayDate,
  RECEIPT_LINE_HEIGHT,
  type ReceiptLine,
  type ReceiptPrintSettings,
  receiptContentHeight,
  receiptLayoutMm,
  receiptLines,
} from '@marketday/shared';
import { escapeHtml } from '@/lib/print-html';
import type { PendingReceipt } from './pending-receipt';

export const PENDING_SYNC_BANNER = 'PENDING SYNC — not yet booked';

const MM_PER_POINT = 25.4 / 72;
// The share of the line the text keeps beside a figure, as on the PDF.
const LEFT_SHARE = '62%';

function queuedText(queuedAt: string): string {
  const at = new Date(queuedAt);
  const time = at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  return `Queued ${formatDisplayDate(at)} ${time}`;
}

/** The receipt's lines under the banner that says it is not booked yet. */
export function pendingReceiptLines(receipt: PendingReceipt): ReceiptLine[] {
  const [first, ...rest] = receiptLines(receipt);
  const banner: ReceiptLine[] = [
    { left: PENDING_SYNC_BANNER, bold: true },
    { left: queuedText(receipt.queuedAt) },
  ];
  return first ? [...banner, { ...first, gap: 0.6 }, ...rest] : banner;
}

function lineHtml(line: ReceiptLine): string {
  const classes = line.bold ? 'line bold' : 'line';
  const style = line.gap ? ` style="margin-top:${round(line.gap * RECEIPT_LINE_HEIGHT)}em"` : '';
  const right = line.right === undefined ? '' : `<span class="right">${escapeHtml(line.right)}</span>`;
  const left = `<span class="${line.right === undefined ? 'left' : 'left split'}">${escapeHtml(line.left)}</span>`;
  return `<div class="${classes}"${style}>${left}${right}</div>`;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * A small HTML document with the receipt, sized in millimetres like the PDF the server draws: the page of
 * the manager's print scale, a roll receipt exactly as tall as its lines. Every text is escaped: vendor and
 * market names are typed by people.
 */
export function pendingReceiptHtml(receipt: PendingReceipt, settings: ReceiptPrintSettings): string {
  const layout = receiptLayoutMm(settings);
  const lines = pendingReceiptLines(receipt);
  const heightMm =
    layout.heightMm ??
    Math.ceil(
      receiptContentHeight({
        lines,
        fontSize: layout.fontSizePt,
        margin: layout.marginMm,
        unitsPerPoint: MM_PER_POINT,
      }),
    );
  const title = `Receipt — ${receipt.vendorName} (pending sync)`;
  const css = [
    `@page { size: ${round(layout.widthMm)}mm ${round(heightMm)}mm; margin: 0; }`,
    'html, body { margin: 0; padding: 0; background: #fff; }',
    `body { box-sizing: border-box; width: ${round(layout.widthMm)}mm; padding: ${round(layout.marginMm)}mm;`,
    `  font-family: Helvetica, Arial, sans-serif; font-size: ${round(layout.fontSizePt)}pt;`,
    `  line-height: ${RECEIPT_LINE_HEIGHT}; color: #000; }`,
    '.line { display: flex; justify-content: space-between; white-space: nowrap; }',
    '.left { overflow: hidden; text-overflow: ellipsis; white-space: pre; }',
    `.split { max-width: ${LEFT_SHARE}; }`,
    '.right { flex: none; text-align: right; padding-left: 1em; font-variant-numeric: tabular-nums; }',
    '.bold { font-weight: 700; }',
  ].join('\n');
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>\n${css}\n</style>`,
    '</head><body>',
    ...lines.map(lineHtml),
    '</body></html>',
  ].join('\n');
}
