import { z } from 'zod';
import { type CsvColumn, csvHeaderLine, csvRowLine } from './csv';
import { dateRangeQuery } from './dates';
import { VENDOR_TYPE_LABELS } from './enums';
import { calendarDate } from './limit-schemas';
import { pagedSchema, pagingQuery, searchQuery, sortQuery, totalsQuery } from './paging-schemas';
import { FIGURE_LABELS } from './report-columns';
import { type Transaction, TransactionSchema, TransactionTotalsSchema } from './transaction-record';
import { TRANSACTION_SORT_COLUMNS } from './transaction-sort-columns';

export const SEARCH_MAX_LENGTH = 100;

// The manager's and the vendor's transaction lists filter alike: the manager's alone adds the vendor type
// between the range and the search (the order the query's JSON Schema lists them in).
export const transactionRangeFilters = {
  market_id: z.uuid('Market ID must be a valid UUID').toLowerCase().optional(),
  start_date: calendarDate().optional(),
  end_date: calendarDate().optional(),
};

export const transactionSortFilters = {
  // A part of the vendor's (or market's) name.
  search: searchQuery(SEARCH_MAX_LENGTH),
  ...sortQuery(TRANSACTION_SORT_COLUMNS, 'market_date', 'DESC'),
};

// A transactions list and its CSV take the same filters, the list a page as well (docs/decisions/019); neither
// takes a range that ends before it starts.
export function transactionQuerySchemas<Filters extends typeof transactionRangeFilters>(filters: Filters) {
  return {
    list: dateRangeQuery({ ...filters, ...pagingQuery, ...totalsQuery }),
    csv: dateRangeQuery(filters),
  };
}

// Tokens taken over the whole filtered range, per token.
export const TransactionTokenTotalSchema = z.object({
  token_id: z.string(),
  name: z.string(),
  count: z.number().int(),
  value: z.number(),
});

export const TransactionListTotalsSchema = TransactionTotalsSchema.extend({
  tokens: z.array(TransactionTokenTotalSchema),
});
export type TransactionListTotals = z.infer<typeof TransactionListTotalsSchema>;

export const TransactionPageSchema = pagedSchema(TransactionSchema, TransactionListTotalsSchema);
export type TransactionPage = z.infer<typeof TransactionPageSchema>;

// The transactions CSV (manager and vendor): one column per figure, tokens as text. The server streams it
// row by row with these columns; the header and cells are escaped by csv.ts (formulas neutralised).
export const TRANSACTION_CSV_COLUMNS: readonly CsvColumn<Transaction>[] = [
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

export const transactionCsvHeader = () => csvHeaderLine(TRANSACTION_CSV_COLUMNS);
export const transactionCsvRow = (row: Transaction) => csvRowLine(row, TRANSACTION_CSV_COLUMNS);
