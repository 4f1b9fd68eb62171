import {
  type Cents,
  type DayReport,
  type DayReportCalculated,
  type DayReportInput,
  dollarsAsCents,
} from '@marketday/shared';

// Issue 29, item 4: a day report's money crosses between dollars and cents here and nowhere else in the web. The
// lists and the night's calculation are decoded with `select` (the cache keeps the answer's dollars); the report
// form holds cents and its draft is encoded back into the spec's dollars when it is saved or held on the device.

type DayReportMoney = 'transaction_income' | 'additional_income' | 'expenses' | 'direct_deposit';

/** A saved day report as the lists and the form read it: every amount in cents. */
export type DayReportRow = Omit<DayReport, DayReportMoney> & {
  transaction_income_cents: Cents;
  additional_income_cents: Cents;
  expenses_cents: Cents;
  direct_deposit_cents: Cents;
};

export function decodeDayReport(report: DayReport): DayReportRow {
  const { transaction_income, additional_income, expenses, direct_deposit, ...rest } = report;
  return {
    ...rest,
    transaction_income_cents: dollarsAsCents.decode(transaction_income),
    additional_income_cents: dollarsAsCents.decode(additional_income),
    expenses_cents: dollarsAsCents.decode(expenses),
    direct_deposit_cents: dollarsAsCents.decode(direct_deposit),
  };
}

export function decodeDayReports(reports: DayReport[]): DayReportRow[] {
  return reports.map(decodeDayReport);
}

/** The night's figures the server works out from its checkouts: the transaction income in cents. */
export type CalculatedDayReport = Omit<DayReportCalculated, 'transaction_income'> & {
  transaction_income_cents: Cents;
};

export function decodeCalculatedDayReport({
  transaction_income,
  ...rest
}: DayReportCalculated): CalculatedDayReport {
  return { ...rest, transaction_income_cents: dollarsAsCents.decode(transaction_income) };
}

/** A report as the form sends it: its additional income and expenses in cents. */
export type DayReportCentsDraft = Omit<DayReportInput, 'additional_income' | 'expenses'> & {
  additional_income_cents: Cents;
  expenses_cents: Cents;
};

/** The request body a save sends (and the device's outbox keeps): the amounts in the spec's dollars. */
export function encodeDayReportDraft({
  additional_income_cents,
  expenses_cents,
  ...draft
}: DayReportCentsDraft): DayReportInput {
  return {
    ...draft,
    additional_income: dollarsAsCents.encode(additional_income_cents),
    expenses: dollarsAsCents.encode(expenses_cents),
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
