import { BALANCE_CSV_COLUMNS, type CsvColumn, type Locale, type VendorBalance } from '@marketday/shared';
import { serverMessages } from '../../lib/i18n/translate';
import en from './locales/en.json';
import es from './locales/es.json';

// The balances CSV is a human-readable export (the manager's list of who owes whom, opened in a spreadsheet), not
// an import format, so its header row is in the reader's language: the request's (docs/i18n.md). Only the header:
// the cells stay data every spreadsheet reads alike (the vendor type's code, MM/DD/YYYY dates, money as 1234.50,
// the status as the API words it), and an English request gets the header docs/product.md §17 lists.
const csvMessages = serverMessages('vendor-balances-csv', { en, es });

// Each column's header (BALANCE_CSV_COLUMNS, in English) by its key here.
const HEADER_KEYS: Readonly<Record<string, keyof typeof en>> = {
  Vendor: 'vendor',
  'Vendor Type': 'vendorType',
  Checkouts: 'checkouts',
  'Money Owed Total': 'moneyOwedTotal',
  'Charges Total': 'chargesTotal',
  'Payments Total': 'paymentsTotal',
  Balance: 'balance',
  Status: 'status',
  'Last Market Day': 'lastMarketDay',
  'Last Payment': 'lastPayment',
};

/** The balances CSV's columns with their headers for a reader of `locale`. */
export function balanceCsvColumns(locale: Locale): CsvColumn<VendorBalance>[] {
  if (locale === 'en') return BALANCE_CSV_COLUMNS;
  const t = csvMessages(locale);
  return BALANCE_CSV_COLUMNS.map((column) => {
    const key = HEADER_KEYS[column.header];
    return { ...column, header: key ? t(key) : column.header };
  });
}
