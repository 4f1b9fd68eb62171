import {
  type CsvColumn,
  type CsvKind,
  centsToDollars,
  csvMoney,
  type FunderColumn,
  type FunderColumnUnit,
  type FunderReportRecord,
  formatCents,
  type Locale,
} from '@marketday/shared';
import { translateEnglish } from '../../lib/i18n/translate';
import { funderNumber } from './funder-reports-language';

// The one place the funder reports' cents become dollars: a column's cell for the CSV (dollars with two decimals,
// written by toCsv) and for the PDF (said in the reader's way).

const unitOf = <T>(column: FunderColumn<T>, row: T): FunderColumnUnit =>
  typeof column.unit === 'function' ? column.unit(row) : column.unit;

const CSV_KIND: Record<FunderColumnUnit, CsvKind> = {
  text: 'text',
  month: 'text',
  date: 'date',
  count: 'number',
  usd: 'text',
  percent: 'text',
};

/** A format's columns as the CSV writes them: money in dollars, a percentage to one decimal. */
export function toCsvColumns<T>(columns: readonly FunderColumn<T>[]): CsvColumn<T>[] {
  return columns.map((column) => ({
    header: column.header,
    value: (row) => {
      const value = column.value(row);
      if (value === null || typeof value === 'string') return value;
      const unit = unitOf(column, row);
      // Money as every CSV here writes it (csvMoney, shared/csv.ts), also where a column's unit changes by row.
      if (unit === 'usd') return csvMoney(centsToDollars(value));
      if (unit === 'percent') return value.toFixed(1);
      return value;
    },
    kind: typeof column.unit === 'function' ? 'text' : CSV_KIND[column.unit],
  }));
}

/** A cell of the PDF, in the reader's language: "$1,234.50", "1,234", "12.5 %", a date as the reader writes it. */
export function pdfCell<T>(
  column: FunderColumn<T>,
  row: T,
  locale: Locale,
  day: (date: string) => string,
): string {
  const value = column.value(row);
  if (value === null) return '';
  if (typeof value === 'string') {
    const unit = unitOf(column, row);
    if (unit === 'date') return day(value);
    // A measure's or a method's name, said in the reader's language when a catalogue holds it.
    return unit === 'text' ? translateEnglish(value, locale) : value;
  }
  switch (unitOf(column, row)) {
    case 'usd':
      return formatCents(value);
    case 'percent':
      return `${funderNumber(value, locale, 1)} %`;
    default:
      return funderNumber(value, locale);
  }
}

export type FunderRows = FunderReportRecord['rows'];
