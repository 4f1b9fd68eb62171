import {
  formatCents,
  type Locale,
  PAYMENT_DIRECTION_LABELS,
  PAYMENT_METHOD_LABELS,
  type PaymentDirection,
  type PaymentMethod,
} from '@marketday/shared';
import { translateEnglish } from '../../lib/i18n/translate';
import { pdfBytes } from '../../lib/pdf/pdf-bytes';
import { newPdfDocument } from '../../lib/pdf/pdf-document';
import { renderPdf } from '../../lib/pdf/pdf-renderer';
import { drawTable, type PdfColumn, type PdfTable } from '../../lib/pdf/pdf-table';
import { statementDate, statementMessages } from './statement-language';

// A vendor's statement for a date range (issue 17 item 3): the opening balance, each market day and each
// payment with the running balance, the closing balance and who owes whom. US Letter landscape, drawn from
// cents; the rows come from the vendor's account (balances.service.ts `vendorAccount`).

export type StatementPdfRow =
  | {
      kind: 'CHECKOUT';
      date: string;
      grossCents: number;
      marketFeeCents: number;
      govFeeCents: number;
      tokens: { label: string; cents: number }[];
      owedCents: number;
      balanceCents: number;
    }
  | {
      kind: 'PAYMENT';
      date: string;
      direction: PaymentDirection;
      method: PaymentMethod;
      checkNumber: string | null;
      isReversal: boolean;
      /** Signed like money owed: what the payment adds to the balance (a payment by the vendor takes off it). */
      changeCents: number;
      balanceCents: number;
    }
  | {
      /** A booth fee (docs/season.md "Booth fees"): adds its amount to the balance. */
      kind: 'CHARGE';
      date: string;
      description: string;
      changeCents: number;
      balanceCents: number;
    };

export type StatementPdfArgs = {
  marketName: string;
  vendorName: string;
  startDate: string;
  endDate: string;
  generatedAt: Date;
  openingCents: number;
  closingCents: number;
  rows: StatementPdfRow[];
  /** The vendor's language: the statement is theirs (docs/i18n.md). */
  locale: Locale;
};

/** The sentence that says who owes whom at the end of the statement, in the vendor's language. */
export function balanceSentence({
  balanceCents,
  vendorName,
  marketName,
  endDate,
  locale,
}: {
  balanceCents: number;
  vendorName: string;
  marketName: string;
  endDate: string;
  locale: Locale;
}): string {
  const t = statementMessages(locale);
  const values = {
    vendor: vendorName,
    market: marketName,
    amount: formatCents(Math.abs(balanceCents)),
    date: statementDate(endDate, locale),
  };
  if (balanceCents > 0) return t('vendorOwes', values);
  if (balanceCents < 0) return t('marketOwes', values);
  return t('settled', values);
}

// More programs than this share one column ("SNAP $20.00; Market Match $10.00") so the table stays readable.
const MAX_PROGRAM_COLUMNS = 3;

export function paymentDescription(
  row: Extract<StatementPdfRow, { kind: 'PAYMENT' }>,
  locale: Locale = 'en',
): string {
  const t = statementMessages(locale);
  const say = (english: string) => translateEnglish(english, locale).toLowerCase();
  const values = {
    direction: say(PAYMENT_DIRECTION_LABELS[row.direction]),
    method:
      row.method === 'CHECK' && row.checkNumber
        ? t('checkNumber', { number: row.checkNumber })
        : say(PAYMENT_METHOD_LABELS[row.method]),
  };
  return t(row.isReversal ? 'reversal' : 'payment', values);
}

export function statementTable(args: StatementPdfArgs): PdfTable {
  const { locale } = args;
  const t = statementMessages(locale);
  const day = (value: string) => statementDate(value, locale);
  const checkouts = args.rows.filter((r) => r.kind === 'CHECKOUT');
  const labels = [...new Set(checkouts.flatMap((r) => r.tokens.map((t) => t.label)))];
  const perProgram = labels.length <= MAX_PROGRAM_COLUMNS;
  const tokenColumns: PdfColumn[] = perProgram
    ? labels.map((label) => ({ header: t('programTokens', { program: label }), width: 9, align: 'right' }))
    : [{ header: t('tokensByProgram'), width: 24 }];
  // Each program's value added up, so the closing row of many market days reads one amount per program.
  const perLabel = (tokens: { label: string; cents: number }[]) =>
    labels.map((label) => ({
      label,
      cents: tokens.filter((t) => t.label === label).reduce((total, t) => total + t.cents, 0),
    }));
  const tokenCells = (tokens: { label: string; cents: number }[]) =>
    perProgram
      ? perLabel(tokens).map(({ cents }) => (cents === 0 ? '' : formatCents(cents)))
      : [
          perLabel(tokens)
            .filter(({ cents }) => cents !== 0)
            .map(({ label, cents }) => `${label} ${formatCents(cents)}`)
            .join('; '),
        ];
  const blankTokens = tokenCells([]);
  const sum = (values: number[]) => values.reduce((total, v) => total + v, 0);

  const rows: string[][] = [
    [
      day(args.startDate),
      t('openingBalance'),
      '',
      '',
      '',
      ...blankTokens,
      '',
      formatCents(args.openingCents),
    ],
    ...args.rows.map((r) =>
      r.kind === 'CHECKOUT'
        ? [
            day(r.date),
            t('marketDay'),
            formatCents(r.grossCents),
            formatCents(r.marketFeeCents),
            formatCents(r.govFeeCents),
            ...tokenCells(r.tokens),
            formatCents(r.owedCents),
            formatCents(r.balanceCents),
          ]
        : [
            day(r.date),
            r.kind === 'CHARGE' ? translateEnglish(r.description, locale) : paymentDescription(r, locale),
            '',
            '',
            '',
            ...blankTokens,
            formatCents(r.changeCents),
            formatCents(r.balanceCents),
          ],
    ),
    [
      day(args.endDate),
      t('closingBalance'),
      formatCents(sum(checkouts.map((r) => r.grossCents))),
      formatCents(sum(checkouts.map((r) => r.marketFeeCents))),
      formatCents(sum(checkouts.map((r) => r.govFeeCents))),
      ...tokenCells(checkouts.flatMap((r) => r.tokens)),
      formatCents(args.closingCents - args.openingCents),
      formatCents(args.closingCents),
    ],
  ];
  return {
    title: t('tableTitle'),
    note: t('tableNote'),
    columns: [
      { header: t('date'), width: 9 },
      { header: t('entry'), width: 30 },
      { header: t('gross'), width: 10, align: 'right' },
      { header: t('marketFee'), width: 9, align: 'right' },
      { header: t('govFee'), width: 8, align: 'right' },
      ...tokenColumns,
      { header: t('amount'), width: 10, align: 'right' },
      { header: t('balance'), width: 10, align: 'right' },
    ],
    rows,
  };
}

// In the PDF worker, bounded in time and memory (lib/pdf/pdf-renderer.ts).
export function renderStatementPdf(args: StatementPdfArgs, account: string): Promise<Buffer> {
  return renderPdf({ kind: 'statement', args }, account);
}

export function drawStatementPdf(args: StatementPdfArgs): Promise<Buffer> {
  const t = statementMessages(args.locale);
  const day = (value: string | Date) => statementDate(value, args.locale);
  const names = { vendor: args.vendorName, market: args.marketName };
  const doc = newPdfDocument({
    size: 'LETTER',
    layout: 'landscape',
    margin: 36,
    info: { Title: t('pdfTitle', names), Producer: 'Marketday' },
  });
  const done = pdfBytes(doc);
  const range = `${day(args.startDate)} – ${day(args.endDate)}`;
  doc.font('Helvetica-Bold').fontSize(18).text(t('heading', names));
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#333333')
    .text([args.marketName, range, t('generated', { date: day(args.generatedAt) })].join('  ·  '))
    .fillColor('black');
  doc.moveDown(0.8);
  const left = doc.page.margins.left;
  const columnWidth = (doc.page.width - left - doc.page.margins.right) / 3;
  const top = doc.y;
  const figures: [string, number][] = [
    [t('openingOn', { date: day(args.startDate) }), args.openingCents],
    [t('change'), args.closingCents - args.openingCents],
    [t('closingOn', { date: day(args.endDate) }), args.closingCents],
  ];
  figures.forEach(([label, cents], index) => {
    const x = left + index * columnWidth;
    doc.font('Helvetica').fontSize(8).fillColor('#555555').text(label.toUpperCase(), x, top);
    doc
      .font('Helvetica-Bold')
      .fontSize(12)
      .fillColor('black')
      .text(formatCents(cents), x, top + 10);
  });
  doc.x = left;
  doc.y = top + 32;
  const sentence = balanceSentence({
    balanceCents: args.closingCents,
    vendorName: args.vendorName,
    marketName: args.marketName,
    endDate: args.endDate,
    locale: args.locale,
  });
  doc.font('Helvetica-Bold').fontSize(11).text(sentence, left, doc.y);
  doc.moveDown(0.8);
  drawTable(doc, statementTable(args));
  doc.end();
  return done;
}
