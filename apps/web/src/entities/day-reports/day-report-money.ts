import {
  type Cents,
  type DayReport,
  type DayReportCalculated,
  type DayReportInput,
  dollarsAsCents,
  nullableDollarsAsCents,
} from '@marketday/shared';

// Issue 29, item 4: a day report's money crosses between dollars and cents here and nowhere else in the web. The
// lists and the night's calculation are decoded with `select` (the cache keeps the answer's dollars); the report
// form holds cents and its draft is encoded back into the spec's dollars when it is saved or held on the device.

type DayReportMoney =
  | 'transaction_income'
  | 'additional_income'
  | 'expenses'
  | 'direct_deposit'
  | 'snap_sales'
  | 'incentive_sales';

/** A saved day report as the lists and the form read it: every amount in cents (the funders' null: not counted). */
export type DayReportRow = Omit<DayReport, DayReportMoney> & {
  transaction_income_cents: Cents;
  additional_income_cents: Cents;
  expenses_cents: Cents;
  direct_deposit_cents: Cents;
  snap_sales_cents: Cents | null;
  incentive_sales_cents: Cents | null;
};

export function decodeDayReport(report: DayReport): DayReportRow {
  const {
    transaction_income,
    additional_income,
    expenses,
    direct_deposit,
    snap_sales,
    incentive_sales,
    ...rest
  } = report;
  return {
    ...rest,
    transaction_income_cents: dollarsAsCents.decode(transaction_income),
    additional_income_cents: dollarsAsCents.decode(additional_income),
    expenses_cents: dollarsAsCents.decode(expenses),
    direct_deposit_cents: dollarsAsCents.decode(direct_deposit),
    snap_sales_cents: nullableDollarsAsCents.decode(snap_sales),
    incentive_sales_cents: nullableDollarsAsCents.decode(incentive_sales),
  };
}

export function decodeDayReports(reports: DayReport[]): DayReportRow[] {
  return reports.map(decodeDayReport);
}

/** The info booth's token float's SNAP and incentive figures of the night, in cents. */
export type FloatFiguresCents = {
  snap_transactions: number;
  snap_sales_cents: Cents;
  incentive_transactions: number;
  incentive_sales_cents: Cents;
};

/** The night's figures the server works out from its checkouts and token float: the amounts in cents. */
export type CalculatedDayReport = Omit<DayReportCalculated, 'transaction_income' | 'float_figures'> & {
  transaction_income_cents: Cents;
  float_figures: FloatFiguresCents | null;
};

export function decodeCalculatedDayReport({
  transaction_income,
  float_figures,
  ...rest
}: DayReportCalculated): CalculatedDayReport {
  return {
    ...rest,
    transaction_income_cents: dollarsAsCents.decode(transaction_income),
    float_figures: float_figures && {
      snap_transactions: float_figures.snap_transactions,
      snap_sales_cents: dollarsAsCents.decode(float_figures.snap_sales),
      incentive_transactions: float_figures.incentive_transactions,
      incentive_sales_cents: dollarsAsCents.decode(float_figures.incentive_sales),
    },
  };
}

/** A report as the form sends it: its amounts in cents (the funders' SNAP and incentive sales null: not counted). */
export type DayReportCentsDraft = Omit<
  DayReportInput,
  'additional_income' | 'expenses' | 'snap_sales' | 'incentive_sales'
> & {
  additional_income_cents: Cents;
  expenses_cents: Cents;
  snap_sales_cents?: Cents | null | undefined;
  incentive_sales_cents?: Cents | null | undefined;
};

/** The request body a save sends (and the device's outbox keeps): the amounts in the spec's dollars. */
export function encodeDayReportDraft({
  additional_income_cents,
  expenses_cents,
  snap_sales_cents,
  incentive_sales_cents,
  ...draft
}: DayReportCentsDraft): DayReportInput {
  return {
    ...draft,
    additional_income: dollarsAsCents.encode(additional_income_cents),
    expenses: dollarsAsCents.encode(expenses_cents),
    ...(snap_sales_cents === undefined
      ? {}
      : { snap_sales: nullableDollarsAsCents.encode(snap_sales_cents) }),
    ...(incentive_sales_cents === undefined
      ? {}
      : { incentive_sales: nullableDollarsAsCents.encode(incentive_sales_cents) }),
  };
}

/** A day report the device holds (the request body, in dollars): its additional income and expenses in cents. */
export function heldDayReportCents(input: Pick<DayReportInput, 'additional_income' | 'expenses'>): {
  additionalIncomeCents: Cents;
  expensesCents: Cents;
} {
  return {
    additionalIncomeCents: dollarsAsCents.decode(input.additional_income ?? 0),
    expensesCents: dollarsAsCents.decode(input.expenses),
  };
}
