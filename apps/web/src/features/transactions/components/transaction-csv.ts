import {
  type CsvColumn,
  FIGURE_LABELS,
  type Transaction,
  toCsv,
  VENDOR_TYPE_LABELS,
} from '@marketday/shared';

// The listed transactions as a CSV (same writer as the reports): one column per figure, tokens as text.
const COLUMNS: CsvColumn<Transaction>[] = [
  { header: 'Date', value: (t) => t.market_date, kind: 'date' },
  { header: 'Market', value: (t) => t.market_name },
  { header: 'Vendor', value: (t) => t.vendor_name },
  { header: 'Vendor type', value: (t) => VENDOR_TYPE_LABELS[t.vendor_type] },
  { header: FIGURE_LABELS.gross, value: (t) => t.reported_gross, kind: 'money' },
  { header: FIGURE_LABELS.marketFee, value: (t) => t.market_fee, kind: 'money' },
  { header: 'Fee calculation', value: (t) => t.market_fee_calculation },
  { header: FIGURE_LABELS.govFee, value: (t) => t.gov_fee, kind: 'money' },
  { header: FIGURE_LABELS.tokenTotal, value: (t) => t.token_total, kind: 'money' },
  { header: 'Tokens', value: (t) => t.tokens.map((k) => `${k.name} × ${k.count}`).join('; ') },
  { header: FIGURE_LABELS.moneyOwed, value: (t) => t.money_owed, kind: 'money' },
  { header: 'Receipt e-mail', value: (t) => t.receipt_email },
];

export function transactionsCsv(rows: readonly Transaction[]): string {
  return toCsv(rows, COLUMNS);
}
