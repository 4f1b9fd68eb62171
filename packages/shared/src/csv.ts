import { formatDisplayDate } from './calendar-dates';
import { dollarsToCents } from './money';

// CSV that spreadsheet programs open correctly: UTF-8 BOM (so Excel reads accents), CRLF line ends
// (RFC 4180), MM/dd/yyyy dates and money with two decimals and no currency sign (so it stays a number).

export type CsvKind = 'text' | 'money' | 'date' | 'number';
export type CsvCell = string | number | boolean | null | undefined;

export type CsvColumn<T> = {
  header: string;
  value: (row: T) => CsvCell;
  /** money: dollars → "1234.50"; date: 'YYYY-MM-DD' or a Date → "MM/dd/yyyy"; default text. */
  kind?: CsvKind;
};

export const CSV_BOM = '\uFEFF';
const NEEDS_QUOTES = /[",\r\n]/;
// A cell a spreadsheet would run as a formula (OWASP CSV injection); tab and CR start formulas too.
const FORMULA_START = /^[=+\-@\t\r]/;
const NEGATIVE_NUMBER = /^-\d+(\.\d+)?$/;

export function csvMoney(dollars: number): string {
  const cents = dollarsToCents(dollars);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

function formatCell(value: CsvCell, kind: CsvKind): string {
  if (value === null || value === undefined || value === '') return '';
  if (kind === 'money' && typeof value === 'number') return csvMoney(value);
  if (kind === 'date' && typeof value === 'string') return formatDisplayDate(value);
  return String(value);
}

export function escapeCsvCell(text: string): string {
  const safe = FORMULA_START.test(text) && !NEGATIVE_NUMBER.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

// One line (without its CRLF) of the header or of a row: a server streaming a long CSV writes line by line.
export function csvHeaderLine<T>(columns: readonly CsvColumn<T>[]): string {
  return columns.map((c) => escapeCsvCell(c.header)).join(',');
}

export function csvRowLine<T>(row: T, columns: readonly CsvColumn<T>[]): string {
  return columns.map((c) => escapeCsvCell(formatCell(c.value(row), c.kind ?? 'text'))).join(',');
}

export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [csvHeaderLine(columns), ...rows.map((row) => csvRowLine(row, columns))];
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}

/** A file name part from free text: "Davis Market" → "davis-market". */
export function fileSlug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'export'
  );
}
