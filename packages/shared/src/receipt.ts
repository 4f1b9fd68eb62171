import { formatDisplayDate, fromIsoDate } from './calendar-dates';
import { type PrintScale, VENDOR_TYPE_LABELS, type VendorType } from './enums';
import { type Cents, formatCents } from './money';
import { PRINT_LIMITS, type PrintDimension } from './print-limits';
import { FIGURE_LABELS } from './report-columns';
import type { TransactionRecord } from './transaction-record';

// One receipt layout for the server's PDF and the browser's printed "Pending sync" receipt (docs/product.md §12).

/** Points per millimetre (a point is 1/72 inch). */
export const POINTS_PER_MM = 72 / 25.4;

/** What of the manager's settings sizes a receipt: the stored settings and the test-print query both fit. */
export type ReceiptPrintSettings = {
  print_scale: PrintScale;
  print_settings: { width: number | null; height: number | null; font_size: number | null };
};

/** The page in points, as PDFKit draws it. A null height grows with the content. */
export type ReceiptLayout = { width: number; height: number | null; fontSize: number; margin: number };

/** The same page in millimetres (font size in points), as CSS `@page` takes it. */
export type ReceiptLayoutMm = {
  widthMm: number;
  heightMm: number | null;
  fontSizePt: number;
  marginMm: number;
};

function within(key: PrintDimension, value: number): number {
  const { min, max } = PRINT_LIMITS[key];
  return Number.isFinite(value) ? Math.min(max, Math.max(min, value)) : min;
}

// Standard is an 80 mm roll, Long a full-length 80 mm slip, Wide a landscape slip, Custom whatever the manager
// set (millimetres and points).
export function receiptLayoutMm(settings: ReceiptPrintSettings): ReceiptLayoutMm {
  switch (settings.print_scale) {
    case 'Long':
      return { widthMm: 80, heightMm: 297, fontSizePt: 10, marginMm: 5 };
    case 'Wide':
      return { widthMm: 210, heightMm: 99, fontSizePt: 10, marginMm: 8 };
    case 'Custom': {
      // Clamped as well as validated: settings stored before the bounds existed must still render.
      const { width, height, font_size: fontSize } = settings.print_settings;
      return {
        widthMm: within('width', width ?? 80),
        heightMm: height ? within('height', height) : null,
        fontSizePt: within('font_size', fontSize ?? 9),
        marginMm: 4,
      };
    }
    default:
      return { widthMm: 80, heightMm: null, fontSizePt: 9, marginMm: 4 };
  }
}

export function receiptLayout(settings: ReceiptPrintSettings): ReceiptLayout {
  const mm = receiptLayoutMm(settings);
  return {
    width: mm.widthMm * POINTS_PER_MM,
    height: mm.heightMm === null ? null : mm.heightMm * POINTS_PER_MM,
    fontSize: mm.fontSizePt,
    margin: mm.marginMm * POINTS_PER_MM,
  };
}

/** A line's height as a multiple of the font size, on paper and on screen. */
export const RECEIPT_LINE_HEIGHT = 1.45;

/** `gap` is extra space above the line, in line heights. */
export type ReceiptLine = { left: string; right?: string; bold?: boolean; gap?: number };

/** The height a roll receipt's lines need, in the unit of `margin` (points or millimetres). */
export function receiptContentHeight({
  lines,
  fontSize,
  margin,
  unitsPerPoint = 1,
}: {
  lines: readonly ReceiptLine[];
  fontSize: number;
  margin: number;
  unitsPerPoint?: number;
}): number {
  const lineHeight = fontSize * RECEIPT_LINE_HEIGHT * unitsPerPoint;
  return margin * 2 + lines.reduce((h, l) => h + lineHeight * (1 + (l.gap ?? 0)), 0);
}

/** What a receipt shows, in cents. A booked checkout maps to it with receiptOfTransaction. */
export type Receipt = {
  marketName: string;
  /** ISO date (yyyy-mm-dd). */
  marketDate: string;
  vendorName: string;
  vendorType: VendorType;
  reportedGrossCents: Cents;
  marketFeeCents: Cents;
  marketFeeCalculation: string;
  govFeeCents: Cents;
  tokens: { name: string; count: number; perDollarValueCents: Cents }[];
  tokenTotalCents: Cents;
  moneyOwedCents: Cents;
  /** The last line: "Receipt 1A2B3C4D" for a booked checkout, "Pending sync …" for a queued one. */
  receiptLabel: string;
};

export function receiptOfTransaction(tx: TransactionRecord): Receipt {
  return {
    marketName: tx.marketName,
    marketDate: tx.marketDate,
    vendorName: tx.vendorName,
    vendorType: tx.vendorType,
    reportedGrossCents: tx.reportedGrossCents,
    marketFeeCents: tx.marketFeeCents,
    marketFeeCalculation: tx.marketFeeCalculation,
    govFeeCents: tx.govFeeCents,
    tokens: tx.tokens.map(({ name, count, perDollarValueCents }) => ({ name, count, perDollarValueCents })),
    tokenTotalCents: tx.tokenTotalCents,
    moneyOwedCents: tx.moneyOwedCents,
    receiptLabel: `Receipt ${tx.id.slice(0, 8).toUpperCase()}`,
  };
}

export const MARKET_PAYS_VENDOR = 'Market pays vendor';

/**
 * The receipt in another language (docs/i18n.md): `say` says each English label and sentence again (the server's
 * translateEnglish for the vendor's language), `intlLocale` writes the date. English when left out.
 */
export type ReceiptLanguage = { say: (english: string) => string; intlLocale: string };
const ENGLISH: ReceiptLanguage = { say: (english) => english, intlLocale: 'en-US' };

// English receipts keep the specification's 06/13/2026; another language spells the month, which no reader can
// take for the day ("sáb, 13 de jun de 2026").
function receiptDate(iso: string, intlLocale: string): string {
  if (intlLocale === 'en-US') return formatDisplayDate(iso);
  return new Intl.DateTimeFormat(intlLocale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(fromIsoDate(iso));
}

// The receipt is drawn from cents: no dollar figure passes through it. Names (market, vendor, tokens) are the
// manager's words and stay as they are.
export function receiptLines(
  receipt: Receipt,
  { say, intlLocale }: ReceiptLanguage = ENGLISH,
): ReceiptLine[] {
  const owed = receipt.moneyOwedCents;
  const lines: ReceiptLine[] = [
    { left: receipt.marketName, bold: true },
    { left: say(`Market day ${receiptDate(receipt.marketDate, intlLocale)}`) },
    { left: receipt.vendorName, bold: true, gap: 0.6 },
    { left: say(VENDOR_TYPE_LABELS[receipt.vendorType]) },
    { left: say(FIGURE_LABELS.gross), right: formatCents(receipt.reportedGrossCents), gap: 0.6 },
    { left: say(FIGURE_LABELS.marketFee), right: formatCents(receipt.marketFeeCents) },
    { left: `  ${say(receipt.marketFeeCalculation)}` },
  ];
  if (receipt.govFeeCents !== 0)
    lines.push({ left: say(FIGURE_LABELS.govFee), right: formatCents(receipt.govFeeCents) });
  for (const token of receipt.tokens) {
    const value = token.count * token.perDollarValueCents;
    lines.push({ left: `${token.name} × ${token.count}`, right: `-${formatCents(value)}` });
  }
  if (receipt.tokens.length > 0)
    lines.push({ left: say(FIGURE_LABELS.tokenTotal), right: `-${formatCents(receipt.tokenTotalCents)}` });
  lines.push(
    owed >= 0
      ? { left: say(FIGURE_LABELS.moneyOwed), right: formatCents(owed), bold: true, gap: 0.6 }
      : { left: say(MARKET_PAYS_VENDOR), right: formatCents(-owed), bold: true, gap: 0.6 },
  );
  lines.push({ left: say(receipt.receiptLabel), gap: 0.8 });
  return lines;
}
