import { type I18n, type Messages, setupI18n } from '@lingui/core';
import {
  type EnglishIndex,
  formatDateIn,
  formatTimeIn,
  INTL_LOCALE,
  type Locale,
  RECEIPT_LINE_HEIGHT,
  type ReceiptLine,
  type ReceiptPrintSettings,
  receiptContentHeight,
  receiptLayoutMm,
  receiptLines,
  sayEnglish,
  usDateTimeSayer,
} from '@marketday/shared';
import { escapeHtml } from '@/lib/print-html';
import en from './locales/en.json';
import type { PendingReceipt } from './pending-receipt';

export const PENDING_SYNC_BANNER = 'PENDING SYNC — not yet booked';

const MM_PER_POINT = 25.4 / 72;
// The share of the line the text keeps beside a figure, as on the PDF.
const LEFT_SHARE = '62%';

type ReceiptKey = 'pendingSyncBanner' | 'queuedAt' | 'pendingSyncNumber' | 'pendingReceiptTitle';

/**
 * The language a receipt is printed in: the vendor's, not the reader's (docs/i18n.md), as the server prints it.
 * `say` says the shared English (labels, the fee math) again, `t` this receipt's own words.
 */
export type PendingReceiptLanguage = {
  locale: Locale;
  say: (english: string) => string;
  t: (key: ReceiptKey, values?: Record<string, unknown>) => string;
};

const NAMESPACE = (en as { $ns?: unknown }).$ns as string;

function languageOf(
  locale: Locale,
  messages: Messages,
  index: EnglishIndex | undefined,
): PendingReceiptLanguage {
  // Its own Lingui instance, so the receipt never switches the language the screen shows.
  const lingui: I18n = setupI18n({ locale, messages: { [locale]: messages } });
  return {
    locale,
    say: (english) =>
      locale === 'en' || !index
        ? english
        : sayEnglish(index, english, (id, values) => lingui._(id, values), usDateTimeSayer(locale)),
    t: (key, values) => lingui._(`${NAMESPACE}.${key}`, values, { message: en[key] as unknown as string }),
  };
}

const ENGLISH = languageOf('en', {}, undefined);
const loaded = new Map<Locale, PendingReceiptLanguage>([['en', ENGLISH]]);

/**
 * The receipt's language for a vendor who reads `locale`: its catalogues come with the other languages' chunk,
 * loaded here if the screen is in English. Without them (the chunk not on this offline device) the receipt is in
 * English rather than not printed.
 */
export async function pendingReceiptLanguage(locale: Locale | undefined): Promise<PendingReceiptLanguage> {
  const known = loaded.get(locale ?? 'en');
  if (known || !locale) return known ?? ENGLISH;
  try {
    const other = await import('@/lib/i18n/other-languages');
    const language = languageOf(locale, other.catalogueFor(locale), other.sharedEnglishIndex());
    loaded.set(locale, language);
    return language;
  } catch {
    return ENGLISH;
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

function queuedText(queuedAt: string, { locale, t }: PendingReceiptLanguage): string {
  const at = new Date(queuedAt);
  const time = formatTimeIn(`${pad(at.getHours())}:${pad(at.getMinutes())}`, locale);
  return t('queuedAt', { date: formatDateIn(at, locale), time });
}

// 'Pending sync 9F8E7D6C' (pending-receipt.ts) in the vendor's language.
function receiptLabel(label: string, { t }: PendingReceiptLanguage): string {
  const number = /^Pending sync (\S+)$/.exec(label)?.[1];
  return number ? t('pendingSyncNumber', { number }) : label;
}

/** The receipt's lines under the banner that says it is not booked yet, in `language` (English if left out). */
export function pendingReceiptLines(
  receipt: PendingReceipt,
  language: PendingReceiptLanguage = ENGLISH,
): ReceiptLine[] {
  const [first, ...rest] = receiptLines(
    { ...receipt, receiptLabel: receiptLabel(receipt.receiptLabel, language) },
    { say: language.say, intlLocale: INTL_LOCALE[language.locale] },
  );
  const banner: ReceiptLine[] = [
    { left: language.t('pendingSyncBanner'), bold: true },
    { left: queuedText(receipt.queuedAt, language) },
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
export function pendingReceiptHtml(
  receipt: PendingReceipt,
  settings: ReceiptPrintSettings,
  language: PendingReceiptLanguage = ENGLISH,
): string {
  const layout = receiptLayoutMm(settings);
  const lines = pendingReceiptLines(receipt, language);
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
  const title = language.t('pendingReceiptTitle', { vendor: receipt.vendorName });
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
    `<html lang="${language.locale}"><head><meta charset="utf-8">`,
    `<title>${escapeHtml(title)}</title>`,
    `<style>\n${css}\n</style>`,
    '</head><body>',
    ...lines.map(lineHtml),
    '</body></html>',
  ].join('\n');
}
