import {
  type Cents,
  dollarsAsCents,
  type Report,
  type ReportDaySeries,
  type ReportFigures,
  type ReportToken,
  type ReportVendorTypeSeries,
} from '@marketday/shared';

// Issue 29, item 4: the report's money read in cents here. The report stays as the answer holds it (dollars): its
// tables are the shared report columns, which the CSV export reads in dollars too. A screen that shows or adds an
// amount decodes the part it shows: the totals, the day reports' income, the tokens and the vendor-type series
// below, and a single figure read through a shared column (or plotted as the answer holds it) with reportFigureCents.

/** One amount of the report's answer, in cents: a money cell of a shared report column, a point of a series. */
export function reportFigureCents(dollars: number): Cents {
  return dollarsAsCents.decode(dollars);
}

/** The checkout figures of a group (the report's totals), in cents; the counts as they are. */
export type ReportFiguresCents = Pick<ReportFigures, 'transactions' | 'market_days'> & {
  gross_sales_cents: Cents;
  market_fees_cents: Cents;
  gov_fees_cents: Cents;
  token_value_cents: Cents;
  owed_by_vendors_cents: Cents;
  paid_to_vendors_cents: Cents;
  money_owed_cents: Cents;
};

export function decodeReportFigures(figures: ReportFigures): ReportFiguresCents {
  return {
    transactions: figures.transactions,
    market_days: figures.market_days,
    gross_sales_cents: dollarsAsCents.decode(figures.gross_sales),
    market_fees_cents: dollarsAsCents.decode(figures.market_fees),
    gov_fees_cents: dollarsAsCents.decode(figures.gov_fees),
    token_value_cents: dollarsAsCents.decode(figures.token_value),
    owed_by_vendors_cents: dollarsAsCents.decode(figures.owed_by_vendors),
    paid_to_vendors_cents: dollarsAsCents.decode(figures.paid_to_vendors),
    money_owed_cents: dollarsAsCents.decode(figures.money_owed),
  };
}

/** The day reports' figures over the range, in cents; the count of day reports as it is. */
export type ReportIncomeCents = Pick<Report['income'], 'day_reports'> & {
  transaction_income_cents: Cents;
  additional_income_cents: Cents;
  expenses_cents: Cents;
  direct_deposit_cents: Cents;
};

export function decodeReportIncome(income: Report['income']): ReportIncomeCents {
  return {
    day_reports: income.day_reports,
    transaction_income_cents: dollarsAsCents.decode(income.transaction_income),
    additional_income_cents: dollarsAsCents.decode(income.additional_income),
    expenses_cents: dollarsAsCents.decode(income.expenses),
    direct_deposit_cents: dollarsAsCents.decode(income.direct_deposit),
  };
}

/** A token of the report: its value per token and the value handed in, in cents. */
export type ReportTokenCents = Omit<ReportToken, 'per_dollar_value' | 'value'> & {
  per_dollar_value_cents: Cents;
  value_cents: Cents;
};

export function decodeReportTokens(tokens: readonly ReportToken[]): ReportTokenCents[] {
  return tokens.map(({ per_dollar_value, value, ...token }) => ({
    ...token,
    per_dollar_value_cents: dollarsAsCents.decode(per_dollar_value),
    value_cents: dollarsAsCents.decode(value),
  }));
}

/** The figures of one vendor type, in cents. */
export type ReportVendorTypeSeriesCents = Pick<ReportVendorTypeSeries, 'vendor_type'> & {
  gross_sales_cents: Cents;
  market_fees_cents: Cents;
  gov_fees_cents: Cents;
};

export function decodeVendorTypeSeries(
  series: readonly ReportVendorTypeSeries[],
): ReportVendorTypeSeriesCents[] {
  return series.map((figures) => ({
    vendor_type: figures.vendor_type,
    gross_sales_cents: dollarsAsCents.decode(figures.gross_sales),
    market_fees_cents: dollarsAsCents.decode(figures.market_fees),
    gov_fees_cents: dollarsAsCents.decode(figures.gov_fees),
  }));
}

/** One market day of the report's trend, its money in cents. */
export type ReportDaySeriesCents = Pick<ReportDaySeries, 'market_date'> & {
  gross_sales_cents: Cents;
  market_fees_cents: Cents;
  gov_fees_cents: Cents;
};

export function decodeReportDaySeries(series: readonly ReportDaySeries[]): ReportDaySeriesCents[] {
  return series.map((day) => ({
    market_date: day.market_date,
    gross_sales_cents: dollarsAsCents.decode(day.gross_sales),
    market_fees_cents: dollarsAsCents.decode(day.market_fees),
    gov_fees_cents: dollarsAsCents.decode(day.gov_fees),
  }));
}
