import {
  centsUnder,
  DayReportFieldsSchema,
  refineShopperCount,
  type Token,
  type TokenVisualSettings,
} from '@marketday/shared';
import type { Control } from 'react-hook-form';
import type { z } from 'zod';
import type { DayReportCentsDraft, DayReportRow } from '@/entities/day-reports/day-report-money';

// The shared day report rules, the additional income and expenses held in integer cents (the money inputs turn the
// typed text into cents) and checked against the rule for the dollars they will be sent as, with the server's
// messages; the day-report entity writes them as dollars. The funders' SNAP and incentive sales the same, left empty
// (null) when not counted; the shopper count goes with its method, as on the server.
const fields = DayReportFieldsSchema.shape;
export const dayReportFormSchema = DayReportFieldsSchema.extend({
  additional_income: centsUnder(fields.additional_income.unwrap()).default(0),
  expenses: centsUnder(fields.expenses),
  snap_sales: centsUnder(fields.snap_sales.unwrap().unwrap()).nullable().optional(),
  incentive_sales: centsUnder(fields.incentive_sales.unwrap().unwrap()).nullable().optional(),
}).superRefine(refineShopperCount);
export type DayReportFormValues = z.input<typeof dayReportFormSchema>;
export type DayReportOutput = z.output<typeof dayReportFormSchema>;
export type DayReportFormControl = Control<DayReportFormValues, unknown, DayReportOutput>;

/** The form's values as a draft in cents, ready for the day-report entity to write. */
export function toDayReportDraft({
  additional_income,
  expenses,
  snap_sales,
  incentive_sales,
  ...values
}: DayReportOutput): DayReportCentsDraft {
  return {
    ...values,
    additional_income_cents: additional_income,
    expenses_cents: expenses,
    snap_sales_cents: snap_sales ?? null,
    incentive_sales_cents: incentive_sales ?? null,
  };
}

// What the form needs of a token; a token only known from a saved report has no visuals.
export type ReportToken = { id: string; name: string; visual_settings: TokenVisualSettings | null };

// The market's tokens, plus any token a saved report counted that the market no longer has,
// so re-saving an old report never drops its counts.
export function reportTokens({
  marketTokens,
  report,
}: {
  marketTokens: Token[] | undefined;
  report: DayReportRow | null | undefined;
}): ReportToken[] {
  const tokens: ReportToken[] = (marketTokens ?? []).map(({ id, name, visual_settings }) => ({
    id,
    name,
    visual_settings,
  }));
  for (const counted of report?.tokens_distributed ?? []) {
    if (!tokens.some((token) => token.id === counted.token_id)) {
      tokens.push({ id: counted.token_id, name: counted.name, visual_settings: null });
    }
  }
  return tokens;
}

export function dayReportDefaults({
  marketId,
  marketDate,
  report,
  tokens,
}: {
  marketId: string;
  marketDate: string;
  report: DayReportRow | null | undefined;
  tokens: ReportToken[];
}): DayReportFormValues {
  const countOf = (tokenId: string) =>
    report?.tokens_distributed.find((counted) => counted.token_id === tokenId)?.count ?? 0;
  return {
    market: marketId,
    date: report?.date ?? marketDate,
    name: report?.name ?? null,
    additional_income: report?.additional_income_cents ?? 0,
    expenses: report?.expenses_cents ?? 0,
    tokens_distributed: tokens.map((token) => ({ token_id: token.id, count: countOf(token.id) })),
    notes: report?.notes ?? '',
    custom_fields: report?.custom_fields ?? {},
    shopper_count: report?.shopper_count ?? null,
    shopper_count_method: report?.shopper_count_method ?? null,
    snap_transactions: report?.snap_transactions ?? null,
    snap_sales: report?.snap_sales_cents ?? null,
    incentive_transactions: report?.incentive_transactions ?? null,
    incentive_sales: report?.incentive_sales_cents ?? null,
    new_snap_customers: report?.new_snap_customers ?? null,
  };
}

// The market's field names first, then any extra key an older report still carries.
export function customFieldNames({
  marketFields,
  report,
}: {
  marketFields: string[] | undefined;
  report: DayReportRow | null | undefined;
}): string[] {
  return [...new Set([...(marketFields ?? []), ...Object.keys(report?.custom_fields ?? {})])];
}
