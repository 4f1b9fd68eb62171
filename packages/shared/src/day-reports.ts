import { z } from 'zod';
import { CheckoutTokenCountSchema, CustomFieldValuesSchema } from './checkout';
import { calendarDate, dollarAmount, MAX_REPORT_AMOUNT_DOLLARS } from './limits';

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

export type DayReportTokenCount = { token_id: string; name: string; count: number };

export type DayReport = {
  id: string;
  market: string;
  date: string;
  name: string | null;
  transaction_income: number;
  additional_income: number;
  expenses: number;
  direct_deposit: number;
  tokens_distributed: DayReportTokenCount[];
  tokens_returned: DayReportTokenCount[];
  notes: string | null;
  custom_fields: Record<string, string | null>;
  created_at: string;
  updated_at: string;
};

export type DayReportCalculated = {
  transaction_income: number;
  tokens_returned: DayReportTokenCount[];
  custom_fields: string[];
};

// Spec §5: direct deposit = transaction income + additional income − expenses (all in cents here).
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
