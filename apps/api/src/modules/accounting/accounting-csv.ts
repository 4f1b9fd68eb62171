import {
  type AccountingSystem,
  type Cents,
  type CsvColumn,
  csvHeaderLine,
  csvRowLine,
  formatDisplayDate,
} from '@marketday/shared';
import type { Journal, JournalLine } from './accounting-journals';

// The journals as each system's journal import reads them (docs/product.md §22 cites the vendors' help pages). The
// columns, their names and the date format are the systems', never translated. No byte-order mark: the importers
// match the first column by its name.

type Row = { journal: Journal; line: JournalLine };

/** Cents as the importers read money: "1234.50", "-0.05"; no currency sign, no thousands separator. */
export function centsText(cents: Cents): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** Xero's "dd mmm yyyy" ("13 Jun 2026"): one reading whatever the organisation's region. */
export function xeroDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${Number(day)} ${MONTHS[Number(month) - 1]} ${year}`;
}

// QuickBooks Online (Settings › Import data › Journal entries): lines sharing a JournalNo are one entry; dates
// MM/DD/YYYY; each line's amount in Debits or in Credits, the other left blank.
const QUICKBOOKS_COLUMNS: CsvColumn<Row>[] = [
  { header: 'JournalNo', value: (r) => r.journal.number },
  { header: 'JournalDate', value: (r) => formatDisplayDate(r.journal.date) },
  { header: 'AccountName', value: (r) => r.line.account },
  { header: 'Debits', value: (r) => (r.line.debitCents ? centsText(r.line.debitCents) : '') },
  { header: 'Credits', value: (r) => (r.line.creditCents ? centsText(r.line.creditCents) : '') },
  { header: 'Description', value: (r) => r.line.description },
];

// The US tax rate of a line no sales tax applies to; Xero asks a tax rate of every manual journal line.
export const XERO_TAX_RATE = 'Tax Exempt';

// Xero (Accounting › Manual journals › Import): lines sharing a Narration and a Date are one journal; Amount
// positive for a debit, negative for a credit; AccountCode the code of the market's chart of accounts.
const XERO_COLUMNS: CsvColumn<Row>[] = [
  { header: 'Narration', value: (r) => `${r.journal.number} ${r.journal.marketName}` },
  { header: 'Date', value: (r) => xeroDate(r.journal.date) },
  { header: 'Description', value: (r) => r.line.description },
  { header: 'AccountCode', value: (r) => r.line.account },
  { header: 'TaxRate', value: () => XERO_TAX_RATE },
  { header: 'Amount', value: (r) => centsText(r.line.debitCents - r.line.creditCents) },
];

export const ACCOUNTING_COLUMNS: Record<AccountingSystem, CsvColumn<Row>[]> = {
  quickbooks: QUICKBOOKS_COLUMNS,
  xero: XERO_COLUMNS,
};

export function accountingCsv(system: AccountingSystem, journals: readonly Journal[]): string {
  const columns = ACCOUNTING_COLUMNS[system];
  const rows = journals.flatMap((journal) => journal.lines.map((line) => ({ journal, line })));
  return `${[csvHeaderLine(columns), ...rows.map((row) => csvRowLine(row, columns))].join('\r\n')}\r\n`;
}
