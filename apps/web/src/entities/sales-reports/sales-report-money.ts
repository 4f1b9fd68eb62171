import {
  type Cents,
  dollarsAsCents,
  type SalesReport,
  type SalesReportDay,
  type SalesReportFigures,
  type VendorReportSummary,
} from '@marketday/shared';

// Issue 29's rule: a report's money crosses between the API's dollars and the web's cents here and nowhere else.

/** What the report form holds: the gross and each token's count, in cents and whole tokens. */
export type ReportFormValues = { gross_cents: Cents; counts: Record<string, number> };

/** The vendor's figures as the API takes them (dollars), tokens not counted left out. */
export function encodeReportFigures(values: ReportFormValues): SalesReportFigures {
  return {
    reported_gross: dollarsAsCents.encode(values.gross_cents),
    tokens: Object.entries(values.counts)
      .filter(([, count]) => count > 0)
      .map(([token_id, count]) => ({ token_id, count })),
  };
}

/** A sent version's figures back in the form's terms, to correct it. */
export function reportFormValuesOf(report: SalesReport | undefined): ReportFormValues {
  return {
    gross_cents: report ? dollarsAsCents.decode(report.reported_gross) : 0,
    counts: Object.fromEntries((report?.tokens ?? []).map((token) => [token.token_id, token.count])),
  };
}

/** What the form's live fee needs from the day, in cents. */
export function reportDayMoney(day: SalesReportDay) {
  return {
    govFeeCents: dollarsAsCents.decode(day.gov_fee),
    tokens: day.tokens.map((token) => ({
      id: token.id,
      name: token.name,
      value_cents: dollarsAsCents.decode(token.per_dollar_value),
      program: token.program,
    })),
  };
}

/** A figure of a sent report or its settlement, in cents for display. */
export const reportCents = (dollars: number): Cents => dollarsAsCents.decode(dollars);

/** A vendor's newest report as the checkout shows it, its money in cents. */
export type VendorReportInCents = Omit<
  VendorReportSummary,
  'reported_gross' | 'market_fee' | 'money_owed'
> & {
  gross_cents: Cents;
  market_fee_cents: Cents;
  money_owed_cents: Cents;
};

export function decodeVendorReport(report: VendorReportSummary): VendorReportInCents {
  const { reported_gross, market_fee, money_owed, ...rest } = report;
  return {
    ...rest,
    gross_cents: dollarsAsCents.decode(reported_gross),
    market_fee_cents: dollarsAsCents.decode(market_fee),
    money_owed_cents: dollarsAsCents.decode(money_owed),
  };
}
