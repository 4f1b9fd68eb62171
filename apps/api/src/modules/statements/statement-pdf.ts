import {
  formatCents,
  formatDisplayDate,
  PAYMENT_DIRECTION_LABELS,
  PAYMENT_METHOD_LABELS,
  type PaymentDirection,
  type PaymentMethod,
  statementBalanceSentence,
} from '@marketday/shared';
import PDFDocument from 'pdfkit';
import { pdfBytes } from '../../lib/pdf/pdf-bytes';
import { renderPdf } from '../../lib/pdf/pdf-renderer';
import { drawTable, type PdfColumn, type PdfTable } from '../../lib/pdf/pdf-table';

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
};

// More programs than this share one column ("SNAP $20.00; Market Match $10.00") so the table stays readable.
const MAX_PROGRAM_COLUMNS = 3;

export function paymentDescription(row: Extract<StatementPdfRow, { kind: 'PAYMENT' }>): string {
  const parts = [
    row.isReversal ? 'Reversal of a payment' : 'Payment',
    PAYMENT_DIRECTION_LABELS[row.direction].toLowerCase(),
    row.method === 'CHECK' && row.checkNumber
      ? `check no. ${row.checkNumber}`
      : PAYMENT_METHOD_LABELS[row.method].toLowerCase(),
  ];
  return `${parts[0]}: ${parts[1]}, ${parts[2]}`;
}

export function statementTable(args: StatementPdfArgs): PdfTable {
  const checkouts = args.rows.filter((r) => r.kind === 'CHECKOUT');
  const labels = [...new Set(checkouts.flatMap((r) => r.tokens.map((t) => t.label)))];
  const perProgram = labels.length <= MAX_PROGRAM_COLUMNS;
  const tokenColumns: PdfColumn[] = perProgram
    ? labels.map((label) => ({ header: `${label} tokens`, width: 9, align: 'right' }))
    : [{ header: 'Tokens by program', width: 24 }];
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
      formatDisplayDate(args.startDate),
      'Opening balance',
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
            formatDisplayDate(r.date),
            'Market day',
            formatCents(r.grossCents),
            formatCents(r.marketFeeCents),
            formatCents(r.govFeeCents),
            ...tokenCells(r.tokens),
            formatCents(r.owedCents),
            formatCents(r.balanceCents),
          ]
        : [
            formatDisplayDate(r.date),
            r.kind === 'CHARGE' ? r.description : paymentDescription(r),
            '',
            '',
            '',
            ...blankTokens,
            formatCents(r.changeCents),
            formatCents(r.balanceCents),
          ],
    ),
    [
      formatDisplayDate(args.endDate),
      'Closing balance',
      formatCents(sum(checkouts.map((r) => r.grossCents))),
      formatCents(sum(checkouts.map((r) => r.marketFeeCents))),
      formatCents(sum(checkouts.map((r) => r.govFeeCents))),
      ...tokenCells(checkouts.flatMap((r) => r.tokens)),
      formatCents(args.closingCents - args.openingCents),
      formatCents(args.closingCents),
    ],
  ];
  return {
    title: 'Market days, charges and payments',
    note: 'Amount: what a market day adds to the balance (its money owed), what a charge (a booth fee) adds and what a payment changes. Balance: positive, the vendor owes the market; negative, the market owes the vendor.',
    columns: [
      { header: 'Date', width: 9 },
      { header: 'Entry', width: 30 },
      { header: 'Gross', width: 10, align: 'right' },
      { header: 'Market fee', width: 9, align: 'right' },
      { header: 'Gov fee', width: 8, align: 'right' },
      ...tokenColumns,
      { header: 'Amount', width: 10, align: 'right' },
      { header: 'Balance', width: 10, align: 'right' },
    ],
    rows,
  };
}

// In the PDF worker, bounded in time and memory (lib/pdf/pdf-renderer.ts).
export function renderStatementPdf(args: StatementPdfArgs, account: string): Promise<Buffer> {
  return renderPdf({ kind: 'statement', args }, account);
}

export function drawStatementPdf(args: StatementPdfArgs): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: 'landscape',
    margin: 36,
    info: { Title: `Statement: ${args.vendorName} at ${args.marketName}`, Producer: 'Marketday' },
  });
  const done = pdfBytes(doc);
  const range = `${formatDisplayDate(args.startDate)} – ${formatDisplayDate(args.endDate)}`;
  doc.font('Helvetica-Bold').fontSize(18).text(`Vendor statement: ${args.vendorName}`);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#333333')
    .text([args.marketName, range, `Generated ${formatDisplayDate(args.generatedAt)}`].join('  ·  '))
    .fillColor('black');
  doc.moveDown(0.8);
  const left = doc.page.margins.left;
  const columnWidth = (doc.page.width - left - doc.page.margins.right) / 3;
  const top = doc.y;
  const figures: [string, number][] = [
    [`Opening balance (${formatDisplayDate(args.startDate)})`, args.openingCents],
    ['Change in this period', args.closingCents - args.openingCents],
    [`Closing balance (${formatDisplayDate(args.endDate)})`, args.closingCents],
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
  const sentence = statementBalanceSentence({
    balanceCents: args.closingCents,
    vendorName: args.vendorName,
    marketName: args.marketName,
    amount: formatCents(Math.abs(args.closingCents)),
    date: formatDisplayDate(args.endDate),
  });
  doc.font('Helvetica-Bold').fontSize(11).text(sentence, left, doc.y);
  doc.moveDown(0.8);
  drawTable(doc, statementTable(args));
  doc.end();
  return done;
}
