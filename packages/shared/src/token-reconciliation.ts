import { z } from 'zod';
import { dateRangeQuery, ISO_DATE_RANGE } from './dates';
import { dateRangeFields } from './reference-fields';

// Token reconciliation (docs/decisions/008-token-reconciliation.md): the ledger of one market over a
// range of market dates, per token and per market day.
export const TokenReconciliationQuerySchema = dateRangeQuery(ISO_DATE_RANGE);

export const TokenReconciliationSummarySchema = z.object({
  token_id: z.string(),
  name: z.string(),
  per_dollar_value: z.number(),
  retired: z.boolean(),
  created: z.number().int(),
  deposited: z.number().int(),
  distributed: z.number().int(),
  redeemed: z.number().int(),
  returned: z.number().int(),
  // Redeemed on nights without a day report: their distribution was probably never recorded.
  unreported: z.number().int(),
  manual: z.number().int(),
  in_hand: z.number().int(),
  variance: z.number().int(),
  variance_value: z.number(),
});
export type TokenReconciliationSummary = z.infer<typeof TokenReconciliationSummarySchema>;

export const ReconciliationDayTokenSchema = z.object({
  token_id: z.string(),
  name: z.string(),
  distributed: z.number().int(),
  redeemed: z.number().int(),
  // null when the night has no day report.
  returned: z.number().int().nullable(),
  variance: z.number().int(),
});
export type ReconciliationDayToken = z.infer<typeof ReconciliationDayTokenSchema>;

export const RECONCILIATION_WARNING_KINDS = ['RETURNED_EXCEEDS_DISTRIBUTED', 'NO_DAY_REPORT'] as const;
export const ReconciliationWarningSchema = z.object({
  token_id: z.string(),
  kind: z.enum(RECONCILIATION_WARNING_KINDS),
  message: z.string(),
});
export type ReconciliationWarning = z.infer<typeof ReconciliationWarningSchema>;

export const ReconciliationDaySchema = z.object({
  date: z.string(),
  day_report_id: z.string().nullable(),
  tokens: z.array(ReconciliationDayTokenSchema),
  warnings: z.array(ReconciliationWarningSchema),
});
export type ReconciliationDay = z.infer<typeof ReconciliationDaySchema>;

export const TokenReconciliationSchema = z.object({
  market_id: z.string(),
  ...dateRangeFields,
  tokens: z.array(TokenReconciliationSummarySchema),
  days: z.array(ReconciliationDaySchema),
});
export type TokenReconciliation = z.infer<typeof TokenReconciliationSchema>;

// Per token, per night: vendors handed in more than was given out that night.
export function returnedExceedsMessage({
  name,
  returned,
  distributed,
}: {
  name: string;
  returned: number;
  distributed: number;
}) {
  return `${returned} ${name} returned but only ${distributed} distributed.`;
}

export function noDayReportMessage({ name, redeemed }: { name: string; redeemed: number }) {
  return `${redeemed} ${name} redeemed on a night without a day report.`;
}
