import { z } from 'zod';
import { CheckoutTokenCountSchema, CustomFieldValuesSchema } from './checkout';
import { labelledEnum } from './labelled-enum';
import { calendarDate, dollarAmount } from './limit-schemas';
import { MAX_REPORT_AMOUNT_DOLLARS } from './limits';
import type { Cents } from './money';

// How the day's shopper count was taken (issue 34): every funder asks for the count and how it was made.
export const [SHOPPER_COUNT_METHODS, SHOPPER_COUNT_METHOD_LABELS] = labelledEnum({
  HEADCOUNT: 'Headcount at the entrances',
  SAMPLE: 'Sample count, multiplied out',
  ESTIMATE: 'Estimate',
});
export type ShopperCountMethod = (typeof SHOPPER_COUNT_METHODS)[number];

const amount = dollarAmount(MAX_REPORT_AMOUNT_DOLLARS);

// The most shoppers, transactions or new customers one market day can count: far above any market, far below the
// 32-bit integers the columns hold.
export const MAX_DAY_FIGURE = 1_000_000;

export const DAY_REPORT_FIGURES_MESSAGES = {
  wholeNumber: 'Enter a whole number of 0 or more',
  tooLarge: 'Enter at most 1,000,000',
  methodRequired: 'Choose how the shoppers were counted',
  countRequired: 'Enter the shopper count, or clear how it was counted',
} as const;

const dayFigure = z
  .number(DAY_REPORT_FIGURES_MESSAGES.wholeNumber)
  .int(DAY_REPORT_FIGURES_MESSAGES.wholeNumber)
  .min(0, DAY_REPORT_FIGURES_MESSAGES.wholeNumber)
  .max(MAX_DAY_FIGURE, DAY_REPORT_FIGURES_MESSAGES.tooLarge)
  .nullable()
  .optional();

// What every funder of SNAP and incentive programs asks of a market day (issue 34, docs/product.md §23); each may be
// left out or null: not counted. Money in dollars, as the API carries it.
export const DayReportFiguresSchema = z.object({
  shopper_count: dayFigure,
  shopper_count_method: z
    .enum(SHOPPER_COUNT_METHODS, DAY_REPORT_FIGURES_MESSAGES.methodRequired)
    .nullable()
    .optional(),
  snap_transactions: dayFigure,
  snap_sales: amount.nullable().optional(),
  incentive_transactions: dayFigure,
  incentive_sales: amount.nullable().optional(),
  new_snap_customers: dayFigure,
});
export type DayReportFigures = z.input<typeof DayReportFiguresSchema>;

/**
 * The shopper count and its method go together: a count says how it was taken (funders ask), and a method alone
 * counts nothing. Each half missing is said under its own field.
 */
export function refineShopperCount(
  figures: { shopper_count?: number | null | undefined; shopper_count_method?: string | null | undefined },
  ctx: z.RefinementCtx,
) {
  const hasCount = figures.shopper_count != null;
  const hasMethod = figures.shopper_count_method != null;
  if (hasCount && !hasMethod)
    ctx.addIssue({
      code: 'custom',
      message: DAY_REPORT_FIGURES_MESSAGES.methodRequired,
      path: ['shopper_count_method'],
    });
  if (hasMethod && !hasCount)
    ctx.addIssue({
      code: 'custom',
      message: DAY_REPORT_FIGURES_MESSAGES.countRequired,
      path: ['shopper_count'],
    });
}

// The report's fields without the shopper count rule, for a form that extends them (the rule is added again after).
export const DayReportFieldsSchema = z.object({
  market: z.uuid('Market ID must be a valid UUID').toLowerCase(),
  date: calendarDate('Date is required'),
  name: z.string().trim().max(200).nullable().optional(),
  additional_income: amount.default(0),
  expenses: amount,
  tokens_distributed: z.array(CheckoutTokenCountSchema).default([]),
  notes: z.string().max(5000).nullable().optional(),
  custom_fields: CustomFieldValuesSchema.default({}),
  ...DayReportFiguresSchema.shape,
});

export const DayReportInputSchema = DayReportFieldsSchema.superRefine(refineShopperCount);
export type DayReportInput = z.input<typeof DayReportInputSchema>;

// A day report submit as the server stores it: the request's dollars parsed once into cents.
export type DayReportDraft = {
  name: string | null;
  additionalIncomeCents: Cents;
  expensesCents: Cents;
  tokensDistributed: { token_id: string; count: number }[];
  notes: string | null;
  customFields: Record<string, string | null>;
} & Partial<DayReportFiguresRecord>;

// The funders' figures of a day as the server keeps them (the day_reports columns); null: not counted.
export type DayReportFiguresRecord = {
  shopperCount: number | null;
  shopperCountMethod: ShopperCountMethod | null;
  snapTransactions: number | null;
  snapCents: Cents | null;
  incentiveTransactions: number | null;
  incentiveCents: Cents | null;
  newSnapCustomers: number | null;
};

// Where a day's tokens distributed come from (docs/product.md §23): the info booth's token float when the day has
// any float entry for the market, else the day report's own count.
export const TOKENS_DISTRIBUTED_SOURCES = ['float', 'report'] as const;
export type TokensDistributedSource = (typeof TOKENS_DISTRIBUTED_SOURCES)[number];

// What the float's entries of a day add up to for the funders' SNAP and incentive figures: transactions = the
// shoppers of the ISSUE entries, amount = issued − refunded (EBT for SNAP, MATCH for the incentive).
export type DayFloatFiguresRecord = {
  snapTransactions: number;
  snapCents: Cents;
  incentiveTransactions: number;
  incentiveCents: Cents;
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
  tokensDistributedSource: TokensDistributedSource;
  tokensReturned: DayReportTokenCountRecord[];
  notes: string | null;
  customFields: Record<string, string | null>;
  createdAt: Date;
  updatedAt: Date;
} & DayReportFiguresRecord;

// What a night's checkouts add up to, for a new day report's form.
export type DayReportCalculatedRecord = {
  transactionIncomeCents: Cents;
  tokensReturned: DayReportTokenCountRecord[];
  customFieldNames: string[];
  attendance: DayAttendance;
  // The float's tokens of the day ([] and 'report' on a day without float entries) and its funders' figures.
  tokensDistributed: DayReportTokenCountRecord[];
  tokensDistributedSource: TokensDistributedSource;
  floatFigures: DayFloatFiguresRecord | null;
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
  tokens_distributed_source: z.enum(TOKENS_DISTRIBUTED_SOURCES),
  tokens_returned: z.array(DayReportTokenCountSchema),
  notes: z.string().nullable(),
  custom_fields: z.record(z.string(), z.string().nullable()),
  shopper_count: z.number().int().nullable(),
  shopper_count_method: z.enum(SHOPPER_COUNT_METHODS).nullable(),
  snap_transactions: z.number().int().nullable(),
  snap_sales: z.number().nullable(),
  incentive_transactions: z.number().int().nullable(),
  incentive_sales: z.number().nullable(),
  new_snap_customers: z.number().int().nullable(),
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

// The float's figures of a day, in dollars, for the form to offer (null: the day has no float entry).
export const DayFloatFiguresSchema = z.object({
  snap_transactions: z.number().int(),
  snap_sales: z.number(),
  incentive_transactions: z.number().int(),
  incentive_sales: z.number(),
});
export type DayFloatFigures = z.infer<typeof DayFloatFiguresSchema>;

export const DayReportCalculatedSchema = z.object({
  transaction_income: z.number(),
  tokens_returned: z.array(DayReportTokenCountSchema),
  custom_fields: z.array(z.string()),
  attendance: DayAttendanceSummarySchema,
  tokens_distributed: z.array(DayReportTokenCountSchema),
  tokens_distributed_source: z.enum(TOKENS_DISTRIBUTED_SOURCES),
  float_figures: DayFloatFiguresSchema.nullable(),
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

/**
 * On a day the info booth kept no token float for, the report's tokens distributed are the day's tokens issued
 * (docs/product.md §20): an edit or a deletion that takes away tokens the float's refunds were paid back from is
 * refused, as the removal of a float entry is.
 */
export const dayReportRefundsUncovered = (token: string, change: 'change' | 'delete') =>
  change === 'delete'
    ? `Deleting this report would leave more ${token} refunded than issued.`
    : `Changing this report would leave more ${token} refunded than issued.`;
