import {
  type CsvColumn,
  csvHeaderLine,
  type Locale,
  TRANSACTION_CSV_COLUMNS,
  type Transaction,
  transactionCsvHeader,
} from '@marketday/shared';
import { serverMessages } from '../../../lib/i18n/translate';
import en from './locales/en.json';
import es from './locales/es.json';

// The transactions CSV is a human-readable export (a manager's or a vendor's own checkouts, opened in a
// spreadsheet), not an import format, so its header row is in the reader's language: the request's
// (docs/i18n.md). Only the header: the cells stay data every spreadsheet reads alike (MM/DD/YYYY dates, money as
// 1234.50, the names and texts as they are stored), and an English request gets the header it always had
// (TRANSACTION_CSV_COLUMNS, docs/decisions/019).
const csvMessages = serverMessages('transactions-csv', { en, es });

// Each column's header (TRANSACTION_CSV_COLUMNS, in English) by its key here.
const HEADER_KEYS: Readonly<Record<string, keyof typeof en>> = {
  Date: 'date',
  Market: 'market',
  Vendor: 'vendor',
  'Vendor type': 'vendorType',
  'Gross Profit': 'grossProfit',
  'Market fee': 'marketFee',
  'Fee calculation': 'feeCalculation',
  'Gov. fee': 'govFee',
  'Token Total': 'tokenTotal',
  Tokens: 'tokens',
  'Money Owed': 'moneyOwed',
  'Receipt e-mail': 'receiptEmail',
};

/** The CSV's header line (without its CRLF) for a reader of `locale`. */
export function transactionCsvHeaderIn(locale: Locale): string {
  if (locale === 'en') return transactionCsvHeader();
  const t = csvMessages(locale);
  const columns: CsvColumn<Transaction>[] = TRANSACTION_CSV_COLUMNS.map((column) => {
    const key = HEADER_KEYS[column.header];
    return { ...column, header: key ? t(key) : column.header };
  });
  return csvHeaderLine(columns);
}
