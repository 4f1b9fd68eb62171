import { type Cents, type DayReportInput, dollarsAsCents, nullableDollarsAsCents } from '@marketday/shared';

// Issue 29, item 4: a day report's money read in cents here. Done so far: the night's transaction income (the
// calculated report, or the saved one) and a held report's figures in the outbox. Not yet: the report form's
// additional income and expenses, and the day-report lists, which still hold the answer's dollars.

/** The night's transaction income in cents; null while unknown. */
export function transactionIncomeCents(dollars: number | null | undefined): Cents | null {
  return nullableDollarsAsCents.decode(dollars ?? null);
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
