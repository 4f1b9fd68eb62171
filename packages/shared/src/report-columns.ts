import type { CsvCell, CsvColumn, CsvKind } from './csv';
import { VENDOR_TYPE_LABELS } from './enums';
import type {
  ReportGroup,
  ReportMarketDay,
  ReportMarketDayRecord,
  ReportRow,
  ReportRowRecord,
  ReportToken,
  ReportTokenRecord,
} from './reports';

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

// The keys of a row whose value is shown as it is.
type CellKey<T> = { [K in keyof T]-?: T[K] extends CsvCell ? K : never }[keyof T];

// A column showing one field of the row as it is, named `json` in the API's JSON and `record` in the server's record.
function field<J, R>(
  header: string,
  width: number,
  json: CellKey<J>,
  record: CellKey<R>,
  kind?: CsvKind,
): ColumnSpec<J, R> {
  return {
    header,
    width,
    ...(kind && { kind }),
    json: (row) => row[json] as CsvCell,
    record: (row) => row[record] as CsvCell,
  };
}

type RowSpec = ColumnSpec<ReportRow, ReportRowRecord>;
const rowField = field<ReportRow, ReportRowRecord>;

// The keys of a row's figures: a number in the JSON (dollars), Cents in the server's record.
type FigureKey<T> = { [K in keyof T]-?: T[K] extends number ? K : never }[keyof T];

const money = (header: string, dollars: FigureKey<ReportRow>, cents: FigureKey<ReportRowRecord>): RowSpec =>
  rowField(header, 9, dollars, cents, 'money');

const FIGURES: RowSpec[] = [
  money(FIGURE_LABELS.gross, 'gross_sales', 'grossSalesCents'),
  money(FIGURE_LABELS.marketFees, 'market_fees', 'marketFeesCents'),
  money(FIGURE_LABELS.govFees, 'gov_fees', 'govFeesCents'),
  money(FIGURE_LABELS.tokenTotal, 'token_value', 'tokenValueCents'),
  money(FIGURE_LABELS.owedByVendors, 'owed_by_vendors', 'owedByVendorsCents'),
  money(FIGURE_LABELS.paidToVendors, 'paid_to_vendors', 'paidToVendorsCents'),
];

const DATE = rowField('Date', 8, 'market_date', 'marketDate', 'date');
const MARKET = rowField('Market', 16, 'market_name', 'marketName');
const VENDOR = rowField('Vendor', 18, 'vendor_name', 'vendorName');
const VENDOR_TYPE: RowSpec = {
  header: 'Vendor type',
  width: 9,
  json: (r) => (r.vendor_type ? VENDOR_TYPE_LABELS[r.vendor_type] : ''),
  record: (r) => (r.vendorType ? VENDOR_TYPE_LABELS[r.vendorType] : ''),
};
const MARKET_DAYS = (header: string) => rowField(header, 6, 'market_days', 'marketDays', 'number');
const CHECKOUTS = rowField('Checkouts', 6, 'transactions', 'transactions', 'number');

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

const dayField = field<ReportMarketDay, ReportMarketDayRecord>;
const MARKET_DAY_SPECS: ColumnSpec<ReportMarketDay, ReportMarketDayRecord>[] = [
  dayField('Date', 8, 'market_date', 'marketDate', 'date'),
  dayField('Market', 18, 'market_name', 'marketName'),
  {
    header: 'Day report',
    width: 6,
    json: (d) => (d.has_day_report ? 'Yes' : 'No'),
    record: (d) => (d.hasDayReport ? 'Yes' : 'No'),
  },
  dayField('Transaction income', 10, 'transaction_income', 'transactionIncomeCents', 'money'),
  dayField('Additional income', 10, 'additional_income', 'additionalIncomeCents', 'money'),
  dayField('Expenses', 9, 'expenses', 'expensesCents', 'money'),
  dayField('Direct deposit', 10, 'direct_deposit', 'directDepositCents', 'money'),
];

export const MARKET_DAY_COLUMNS: ReportColumn<ReportMarketDay>[] = jsonColumns(MARKET_DAY_SPECS);
export const MARKET_DAY_RECORD_COLUMNS: ReportRecordColumn<ReportMarketDayRecord>[] =
  recordColumns(MARKET_DAY_SPECS);

const tokenField = field<ReportToken, ReportTokenRecord>;
const TOKEN_SPECS: ColumnSpec<ReportToken, ReportTokenRecord>[] = [
  tokenField('Token', 14, 'name', 'name'),
  tokenField('Market', 16, 'market_name', 'marketName'),
  tokenField('Value each', 8, 'per_dollar_value', 'perDollarValueCents', 'money'),
  tokenField('Redeemed', 8, 'count', 'count', 'number'),
  tokenField('Value redeemed', 10, 'value', 'valueCents', 'money'),
];

export const TOKEN_RECORD_COLUMNS: ReportRecordColumn<ReportTokenRecord>[] = recordColumns(TOKEN_SPECS);
