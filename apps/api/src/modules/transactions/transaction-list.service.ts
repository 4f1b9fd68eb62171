import { Readable } from 'node:stream';
import {
  CSV_BOM,
  type Locale,
  type TransactionPage,
  type TransactionSortColumn,
  transactionCsvRow,
  type VendorType,
} from '@marketday/shared';
import type { Database } from '../../db/client';
import { csvHeaders } from '../../lib/csv-headers';
import { transactionCsvHeaderIn } from './csv-export/transaction-csv-language';
import {
  pageTransactions,
  streamTransactions,
  type TransactionListFilter,
  type TransactionScope,
  totalTransactions,
} from './transaction-list.repository';
import { toListTotalsJson, toTransactionJson } from './transactions.mapper';

type ListQuery = {
  market_id?: string | undefined;
  start_date?: string | undefined;
  end_date?: string | undefined;
  vendor_type?: VendorType | undefined;
  search?: string | undefined;
  sort_by: TransactionSortColumn;
  sort_direction: 'ASC' | 'DESC';
};

export function toListFilter(scope: TransactionScope, query: ListQuery): TransactionListFilter {
  return {
    scope,
    marketId: query.market_id,
    startDate: query.start_date,
    endDate: query.end_date,
    vendorType: query.vendor_type,
    search: query.search || undefined,
    sortBy: query.sort_by,
    sortDirection: query.sort_direction,
  };
}

// The manager's and the vendor's transactions list: one page of rows, and the count and money of the whole
// filtered range (docs/decisions/019); without totals, the page alone. The two queries are independent; on
// PostgreSQL they run side by side.
export async function listTransactionPage({
  db,
  filter,
  page,
  pageSize,
  withTotals = true,
}: {
  db: Database;
  filter: TransactionListFilter;
  page: number;
  pageSize: number;
  withTotals?: boolean;
}): Promise<TransactionPage> {
  const [rows, range] = await Promise.all([
    pageTransactions({ db, filter, page, pageSize }),
    withTotals ? totalTransactions({ db, filter }) : null,
  ]);
  return {
    data: rows.map(toTransactionJson),
    page,
    page_size: pageSize,
    total_count: range ? range.count : null,
    totals: range ? toListTotalsJson(range) : null,
  };
}

// The filtered range as CSV text, produced batch by batch as the client reads it (backpressure: the next
// batch is queried only when the previous one has been written out).
function transactionsCsvStream({ db, filter, locale }: CsvRequest) {
  async function* lines() {
    yield `${CSV_BOM}${transactionCsvHeaderIn(locale)}\r\n`;
    for await (const batch of streamTransactions({ db, filter })) {
      yield batch.map((record) => `${transactionCsvRow(toTransactionJson(record))}\r\n`).join('');
      // A turn of the event loop between batches: other requests are answered while a long export runs.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return Readable.from(lines());
}

// "transactions-2026-10-01-to-2026-10-28.csv"; an open end is named by what is known.
function transactionsCsvFilename({ startDate, endDate }: { startDate?: string; endDate?: string }) {
  const range = [startDate ?? 'start', endDate ?? 'latest'].join('-to-');
  return `transactions-${startDate || endDate ? range : 'all'}.csv`;
}

type CsvRequest = {
  db: Database;
  filter: TransactionListFilter;
  /** The reader's language (the request's): the header row is said in it (csv-export/transaction-csv-language.ts). */
  locale: Locale;
};

// The filtered range as a CSV download, for the manager's and the vendor's transactions pages alike.
export function transactionsCsv({ db, filter, locale }: CsvRequest) {
  const filename = transactionsCsvFilename({ startDate: filter.startDate, endDate: filter.endDate });
  return { headers: csvHeaders(filename), body: transactionsCsvStream({ db, filter, locale }) };
}
