import type { CsvCell, CsvColumn, CsvKind } from './csv';
import type {
  ReportGroup,
  ReportMarketDay,
  ReportMarketDayRecord,
  ReportRow,
  ReportRowRecord,
  ReportToken,
  ReportTokenRecord,
} from './reports';
import { VENDOR_TYPE_LABELS } from './vendors';

// One name per checkout figure, on every screen, CSV, receipt and PDF (the glossary in docs/product.md §10).
// 'Gross Profit' and 'Money Owed' are the checkout's own labels, which win; a total of Money Owed is the signed
// sum (vendors' debts less what the market pays out), and its two halves have names of their own.
export const FIGURE_LABELS = {
  gross: 'Gross Profit',
  marketFee: 'Market fee',
  marketFees: 'Market fees',
  govFee: 'Gov. fee',
  govFees: 'Gov. fees',
  tokenTotal: 'Token Total',
  moneyOwed: 'Money Owed',
  owedByVendors: 'Owed by vendors',
  paidToVendors: 'Paid to vendors',
} as const;

// The columns of the report's tables, once: the screen, its CSV export and the API's PDF all use them, so
// they carry the same figures under the same headers. `width` is a relative width for the PDF.
export type ReportColumn<T> = CsvColumn<T> & { width: number };

/**
 * A column of the server's cents record, for the PDF: like ReportColumn, but a money cell is integer cents
 * (kind 'cents'), so it can never be handed to toCsv, which reads money as dollars.
 */
export type ReportRecordColumn<T> = {
  header: string;
  width: number;
  kind?: Exclude<CsvKind, 'money'> | 'cents';
  value: (row: T) => CsvCell;
};

export type ReportTable = 'detail' | ReportGroup;

// A column described once and read from either form of a row: the API's JSON (money in dollars) for the
// screen and the CSV, or the server's record (money in cents) for the PDF.
type ColumnSpec<J, R> = {
  header: string;
  width: number;
  kind?: CsvKind;
  json: (row: J) => CsvCell;
  record: (row: R) => CsvCell;
};

function jsonColumns<J, R>(specs: readonly ColumnSpec<J, R>[]): ReportColumn<J>[] {
  return specs.map(({ header, width, kind, json }) => ({
    header,
    value: json,
    ...(kind && { kind }),
    width,
  }));
}

function recordColumns<J, R>(specs: readonly ColumnSpec<J, R>[]): ReportRecordColumn<R>[] {
  return specs.map(({ header, width, kind, record }) => ({
    header,
    value: record,
    ...(kind && { kind: kind === 'money' ? ('cents' as const) : kind }),
    width,
  }));
}

type RowSpec = ColumnSpec<ReportRow, ReportRowRecord>;

// The keys of a row's figures: a number in the JSON (dollars), Cents in the server's record.
type FigureKey<T> = { [K in keyof T]-?: T[K] extends number ? K : never }[keyof T];

const money = (
  header: string,
  dollars: FigureKey<ReportRow>,
  cents: FigureKey<ReportRowRecord>,
): RowSpec => ({
  header,
  kind: 'money',
  width: 9,
  json: (r) => r[dollars],
  record: (r) => r[cents],
});

const FIGURES: RowSpec[] = [
  money(FIGURE_LABELS.gross, 'gross_sales', 'grossSalesCents'),
  money(FIGURE_LABELS.marketFees, 'market_fees', 'marketFeesCents'),
  money(FIGURE_LABELS.govFees, 'gov_fees', 'govFeesCents'),
  money(FIGURE_LABELS.tokenTotal, 'token_value', 'tokenValueCents'),
  money(FIGURE_LABELS.owedByVendors, 'owed_by_vendors', 'owedByVendorsCents'),
  money(FIGURE_LABELS.paidToVendors, 'paid_to_vendors', 'paidToVendorsCents'),
];

const DATE: RowSpec = {
  header: 'Date',
  kind: 'date',
  width: 8,
  json: (r) => r.market_date,
  record: (r) => r.marketDate,
};
const MARKET: RowSpec = {
  header: 'Market',
  width: 16,
  json: (r) => r.market_name,
  record: (r) => r.marketName,
};
const VENDOR: RowSpec = {
  header: 'Vendor',
  width: 18,
  json: (r) => r.vendor_name,
  record: (r) => r.vendorName,
};
const VENDOR_TYPE: RowSpec = {
  header: 'Vendor type',
  width: 9,
  json: (r) => (r.vendor_type ? VENDOR_TYPE_LABELS[r.vendor_type] : ''),
  record: (r) => (r.vendorType ? VENDOR_TYPE_LABELS[r.vendorType] : ''),
};
const MARKET_DAYS = (header: string): RowSpec => ({
  header,
  kind: 'number',
  width: 6,
  json: (r) => r.market_days,
  record: (r) => r.marketDays,
});
const CHECKOUTS: RowSpec = {
  header: 'Checkouts',
  kind: 'number',
  width: 6,
  json: (r) => r.transactions,
  record: (r) => r.transactions,
};

function rowSpecs(table: ReportTable): RowSpec[] {
  switch (table) {
    case 'detail':
      return [DATE, MARKET, VENDOR, VENDOR_TYPE, ...FIGURES];
    case 'vendors':
      return [VENDOR, VENDOR_TYPE, MARKET_DAYS('Market days'), ...FIGURES];
    case 'markets':
      return [MARKET, MARKET_DAYS('Market days'), CHECKOUTS, ...FIGURES];
    case 'days':
      return [DATE, MARKET_DAYS('Markets'), CHECKOUTS, ...FIGURES];
  }
}

export function reportColumns(table: ReportTable): ReportColumn<ReportRow>[] {
  return jsonColumns(rowSpecs(table));
}

export function reportRecordColumns(table: ReportTable): ReportRecordColumn<ReportRowRecord>[] {
  return recordColumns(rowSpecs(table));
}

/** A label for each token that stays unique when two markets name a token alike. */
export function tokenLabels(tokens: readonly ReportToken[]): Map<string, string> {
  const names = tokens.map((t) => t.name);
  return new Map(
    tokens.map((t) => [
      t.token_id,
      names.filter((n) => n === t.name).length > 1 ? `${t.name} (${t.market_name})` : t.name,
    ]),
  );
}

/** Per-token count and value columns of the rows, for the CSV. */
export function tokenColumns(tokens: readonly ReportToken[]): ReportColumn<ReportRow>[] {
  const labels = tokenLabels(tokens);
  return tokens.flatMap((t) => {
    const find = (row: ReportRow) => row.tokens.find((c) => c.token_id === t.token_id);
    const label = labels.get(t.token_id) ?? t.name;
    return [
      { header: `${label} count`, value: (r) => find(r)?.count ?? 0, kind: 'number', width: 6 },
      { header: `${label} value`, value: (r) => find(r)?.value ?? 0, kind: 'money', width: 8 },
    ];
  });
}

const MARKET_DAY_SPECS: ColumnSpec<ReportMarketDay, ReportMarketDayRecord>[] = [
  { header: 'Date', kind: 'date', width: 8, json: (d) => d.market_date, record: (d) => d.marketDate },
  { header: 'Market', width: 18, json: (d) => d.market_name, record: (d) => d.marketName },
  {
    header: 'Day report',
    width: 6,
    json: (d) => (d.has_day_report ? 'Yes' : 'No'),
    record: (d) => (d.hasDayReport ? 'Yes' : 'No'),
  },
  {
    header: 'Transaction income',
    kind: 'money',
    width: 10,
    json: (d) => d.transaction_income,
    record: (d) => d.transactionIncomeCents,
  },
  {
    header: 'Additional income',
    kind: 'money',
    width: 10,
    json: (d) => d.additional_income,
    record: (d) => d.additionalIncomeCents,
  },
  { header: 'Expenses', kind: 'money', width: 9, json: (d) => d.expenses, record: (d) => d.expensesCents },
  {
    header: 'Direct deposit',
    kind: 'money',
    width: 10,
    json: (d) => d.direct_deposit,
    record: (d) => d.directDepositCents,
  },
];

export const MARKET_DAY_COLUMNS: ReportColumn<ReportMarketDay>[] = jsonColumns(MARKET_DAY_SPECS);
export const MARKET_DAY_RECORD_COLUMNS: ReportRecordColumn<ReportMarketDayRecord>[] =
  recordColumns(MARKET_DAY_SPECS);

const TOKEN_SPECS: ColumnSpec<ReportToken, ReportTokenRecord>[] = [
  { header: 'Token', width: 14, json: (t) => t.name, record: (t) => t.name },
  { header: 'Market', width: 16, json: (t) => t.market_name, record: (t) => t.marketName },
  {
    header: 'Value each',
    kind: 'money',
    width: 8,
    json: (t) => t.per_dollar_value,
    record: (t) => t.perDollarValueCents,
  },
  { header: 'Redeemed', kind: 'number', width: 8, json: (t) => t.count, record: (t) => t.count },
  { header: 'Value redeemed', kind: 'money', width: 10, json: (t) => t.value, record: (t) => t.valueCents },
];

export const TOKEN_RECORD_COLUMNS: ReportRecordColumn<ReportTokenRecord>[] = recordColumns(TOKEN_SPECS);
