import type { CsvColumn } from './csv';
import type { ReportGroup, ReportMarketDay, ReportRow, ReportToken } from './reports';
import { VENDOR_TYPE_LABELS } from './vendors';

// The columns of the report's tables, once: the screen's CSV export and the API's PDF both use them, so the
// two files carry the same figures under the same headers. `width` is a relative width for the PDF.
export type ReportColumn<T> = CsvColumn<T> & { width: number };

export type ReportTable = 'detail' | ReportGroup;

const money = (header: string, pick: (row: ReportRow) => number): ReportColumn<ReportRow> => ({
  header,
  value: pick,
  kind: 'money',
  width: 9,
});

const FIGURES: ReportColumn<ReportRow>[] = [
  money('Gross sales', (r) => r.gross_sales),
  money('Market fees', (r) => r.market_fees),
  money('Gov. fees', (r) => r.gov_fees),
  money('Tokens redeemed', (r) => r.token_value),
  money('Money owed', (r) => r.money_owed),
  money('Paid out', (r) => r.paid_out),
];

const DATE: ReportColumn<ReportRow> = {
  header: 'Date',
  value: (r) => r.market_date,
  kind: 'date',
  width: 8,
};
const MARKET: ReportColumn<ReportRow> = { header: 'Market', value: (r) => r.market_name, width: 16 };
const VENDOR: ReportColumn<ReportRow> = { header: 'Vendor', value: (r) => r.vendor_name, width: 18 };
const VENDOR_TYPE: ReportColumn<ReportRow> = {
  header: 'Vendor type',
  value: (r) => (r.vendor_type ? VENDOR_TYPE_LABELS[r.vendor_type] : ''),
  width: 9,
};
const count = (header: string, pick: (row: ReportRow) => number): ReportColumn<ReportRow> => ({
  header,
  value: pick,
  kind: 'number',
  width: 6,
});

export function reportColumns(table: ReportTable): ReportColumn<ReportRow>[] {
  switch (table) {
    case 'detail':
      return [DATE, MARKET, VENDOR, VENDOR_TYPE, ...FIGURES];
    case 'vendors':
      return [VENDOR, VENDOR_TYPE, count('Market days', (r) => r.market_days), ...FIGURES];
    case 'markets':
      return [
        MARKET,
        count('Market days', (r) => r.market_days),
        count('Checkouts', (r) => r.transactions),
        ...FIGURES,
      ];
    case 'days':
      return [
        DATE,
        count('Markets', (r) => r.market_days),
        count('Checkouts', (r) => r.transactions),
        ...FIGURES,
      ];
  }
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

export const MARKET_DAY_COLUMNS: ReportColumn<ReportMarketDay>[] = [
  { header: 'Date', value: (d) => d.market_date, kind: 'date', width: 8 },
  { header: 'Market', value: (d) => d.market_name, width: 18 },
  { header: 'Day report', value: (d) => (d.has_day_report ? 'Yes' : 'No'), width: 6 },
  { header: 'Transaction income', value: (d) => d.transaction_income, kind: 'money', width: 10 },
  { header: 'Additional income', value: (d) => d.additional_income, kind: 'money', width: 10 },
  { header: 'Expenses', value: (d) => d.expenses, kind: 'money', width: 9 },
  { header: 'Direct deposit', value: (d) => d.direct_deposit, kind: 'money', width: 10 },
];

export const TOKEN_COLUMNS: ReportColumn<ReportToken>[] = [
  { header: 'Token', value: (t) => t.name, width: 14 },
  { header: 'Market', value: (t) => t.market_name, width: 16 },
  { header: 'Value each', value: (t) => t.per_dollar_value, kind: 'money', width: 8 },
  { header: 'Redeemed', value: (t) => t.count, kind: 'number', width: 8 },
  { header: 'Value redeemed', value: (t) => t.value, kind: 'money', width: 10 },
];
