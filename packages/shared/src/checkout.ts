import { z } from 'zod';
import { calendarDate, dollarAmount, tokenCountSchema } from './limit-schemas';
import { MAX_GROSS_DOLLARS } from './limits';
import { AdjustFieldsSchema } from './sales-report-fields';

// The checkout's schemas; its messages, the URL's and the past day's checks are zod-free in ./checkout-terms.ts, so
// the checkout screen draws without zod (docs/decisions/038-page-weight-and-first-screen.md).

export const CheckoutTokenCountSchema = z.object({
  token_id: z.uuid().toLowerCase(),
  count: tokenCountSchema,
});

export const CustomFieldValuesSchema = z.record(z.string().max(60), z.string().max(500).nullable());

// What a checkout submit carries. Fee, gov fee and money owed are recomputed by the server; any such
// figures from the client are ignored.
export const CheckoutInputSchema = z.object({
  market_vendor_id: z.uuid('Selected vendor not found').toLowerCase(),
  market_date: calendarDate('Date is required'),
  reported_gross: dollarAmount(MAX_GROSS_DOLLARS),
  tokens: z.array(CheckoutTokenCountSchema).default([]),
  custom_fields: CustomFieldValuesSchema.default({}),
  receipt_email: z.string().trim().email('Invalid email format').optional().nullable().or(z.literal('')),
  // Booking a vendor's own report with changed figures: which report, and why (the vendor sees it).
  ...AdjustFieldsSchema.shape,
});
export type CheckoutInput = z.input<typeof CheckoutInputSchema>;

export const CheckoutContextQuerySchema = z.object({
  market_id: z.uuid('Market ID must be a valid UUID').toLowerCase(),
  market_date: calendarDate('Date is required'),
});

export const OverwriteQuerySchema = z.object({
  market_vendor_id: z.uuid('Selected vendor not found').toLowerCase(),
  market_date: calendarDate('Date is required'),
});
