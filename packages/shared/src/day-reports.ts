import { z } from 'zod';
import { CheckoutTokenCountSchema, CustomFieldValuesSchema } from './checkout';
import { labelledEnum } from './labelled-enum';
import { calendarDate, dollarAmount, MAX_REPORT_AMOUNT_DOLLARS } from './limits';
import type { Cents } from './money';

// How the day's shopper count was taken (issue 34): every funder asks for the count and how it was made.
export const [SHOPPER_COUNT_METHODS, SHOPPER_COUNT_METHOD_LABELS] = labelledEnum({
  HEADCOUNT: 'Headcount at the entrances',
  SAMPLE: 'Sample count, multiplied out',
  ESTIMATE: 'Estimate',
});
export type ShopperCountMethod = (typeof SHOPPER_COUNT_METHODS)[number];

const amount = dollarAmount(MAX_REPORT_AMOUNT_DOLLARS);

export const DayReportInputSchema = z.object({
  market: z.uuid('Market ID must be a valid UUID'),
  date: calendarDate('Date is required'),
  name: z.string().trim().max(200).nullable().optional(),
  additional_income: amount.default(0),
  expenses: amount,
  tokens_distributed: z.array(CheckoutTokenCountSchema).default([]),
  notes: z.string().max(5000).nullable().optional(),
  custom_fields: CustomFieldValuesSchema.default({}),
});
export type DayReportInput = z.input<typeof DayReportInputSchema>;

// A day report submit as the server stores it: the request's dollars parsed once into cents.
export type DayReportDraft = {
  name: string | null;
  additionalIncomeCents: Cents;
  expensesCents: Cents;
  tokensDistributed: { token_id: string; count: number }[];
  notes: string | null;
  customFields: Record<string, string | null>;
};

// A day report as the server keeps it: every amount in integer cents. The repository returns it and
// day-reports.mapper.ts turns it into the API's dollar-valued JSON (the schemas below) at the route
// (docs/product.md §10).
export type DayReportTokenCountRecord = { tokenId: string; name: string; count: number };

export type DayReportRecord = {
  id: string;
  marketId: string;
  marketDate: string;
  name: string | null;
  transactionIncomeCents: Cents;
  additionalIncomeCents: Cents;
  expensesCents: Cents;
  directDepositCents: Cents;
  tokensDistributed: DayReportTokenCountRecord[];
  tokensReturned: DayReportTokenCountRecord[];
  notes: string | null;
  customFields: Record<string, string | null>;
  createdAt: Date;
  updatedAt: Date;
};

// What a night's checkouts add up to, for a new day report's form.
export type DayReportCalculatedRecord = {
  transactionIncomeCents: Cents;
  tokensReturned: DayReportTokenCountRecord[];
  customFieldNames: string[];
  attendance: DayAttendance;
};

// ---- The API's shape (dollars, snake_case; docs/product.md §7, §10) ----

// What the API answers with (docs/api-contracts.md); money in dollars.
export const DayReportTokenCountSchema = z.object({
  token_id: z.string(),
  name: z.string(),
  count: z.number().int(),
});
export type DayReportTokenCount = z.infer<typeof DayReportTokenCountSchema>;

export const DayReportSchema = z.object({
  id: z.string(),
  market: z.string(),
  date: z.string(),
  name: z.string().nullable(),
  transaction_income: z.number(),
  additional_income: z.number(),
  expenses: z.number(),
  direct_deposit: z.number(),
  tokens_distributed: z.array(DayReportTokenCountSchema),
  tokens_returned: z.array(DayReportTokenCountSchema),
  notes: z.string().nullable(),
  custom_fields: z.record(z.string(), z.string().nullable()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DayReport = z.infer<typeof DayReportSchema>;

// The day's attendance (docs/season.md): present counts the late too; expected is the market's vendors not marked.
export const DayAttendanceSummarySchema = z.object({
  present: z.number().int().nonnegative(),
  absent: z.number().int().nonnegative(),
  expected: z.number().int().nonnegative(),
});
export type DayAttendance = z.infer<typeof DayAttendanceSummarySchema>;

export const DayReportCalculatedSchema = z.object({
  transaction_income: z.number(),
  tokens_returned: z.array(DayReportTokenCountSchema),
  custom_fields: z.array(z.string()),
  attendance: DayAttendanceSummarySchema,
});
export type DayReportCalculated = z.infer<typeof DayReportCalculatedSchema>;

// docs/product.md §5: direct deposit = transaction income + additional income − expenses (all in cents here).
export function directDepositCents({
  transactionIncomeCents,
  additionalIncomeCents,
  expensesCents,
}: {
  transactionIncomeCents: number;
  additionalIncomeCents: number;
  expensesCents: number;
}): number {
  return transactionIncomeCents + additionalIncomeCents - expensesCents;
}

export const DAY_REPORT_MESSAGES = {
  created: 'Market day report created!',
  updated: 'Market day report updated!',
  deleted: 'Market day report deleted!',
  exists: 'A day report for this market and date already exists.',
} as const;
