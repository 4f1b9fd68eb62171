import { z } from 'zod';
import { VENDOR_TYPES, type VendorType } from './enums';
import type { Cents } from './money';
import { marketRefFields, vendorRefFields } from './reference-fields';

// A checkout as the server keeps it: every figure in integer cents. Repositories return it, the services,
// the receipt, the audit trail and the totals work on it, and transactions.mapper.ts turns it into the
// API's dollar-valued JSON (the schemas below) when a response is written (docs/product.md §10).
export type TransactionTokenRecord = {
  tokenId: string;
  name: string;
  count: number;
  perDollarValueCents: Cents;
};

export type TransactionRecord = {
  id: string;
  marketId: string;
  marketName: string;
  marketVendorId: string;
  vendorId: string;
  vendorName: string;
  vendorType: VendorType;
  marketDate: string;
  reportedGrossCents: Cents;
  marketFeeCents: Cents;
  govFeeCents: Cents;
  tokenTotalCents: Cents;
  moneyOwedCents: Cents;
  marketFeeCalculation: string;
  tokens: TransactionTokenRecord[];
  customFields: Record<string, string | null>;
  receiptEmail: string | null;
  // Who booked it last, on the manager's list only (issue 18).
  checkedOutBy?: string | null;
  // The vendor's report it booked, and why its figures were changed (issue 31); absent where not read.
  salesReportId?: string | null;
  adjustReason?: string | null;
  createdAt: Date;
  updatedAt: Date;
};

// The money of a list of checkouts, summed in cents.
export type TransactionTotalsRecord = {
  count: number;
  reportedGrossCents: Cents;
  marketFeeCents: Cents;
  govFeeCents: Cents;
  tokenTotalCents: Cents;
  moneyOwedCents: Cents;
};

// ---- The API's shape (dollars, snake_case; docs/product.md §7, §10) ----

export const TransactionTokenSchema = z.object({
  token_id: z.string(),
  name: z.string(),
  count: z.number().int(),
  per_dollar_value: z.number(),
});

// A checkout's five figures, or their sums over a range, in dollars (TransactionTotalsRecord holds them in cents).
const checkoutFigures = {
  reported_gross: z.number(),
  market_fee: z.number(),
  gov_fee: z.number(),
  token_total: z.number(),
  money_owed: z.number(),
};

export const TransactionSchema = z.object({
  id: z.string(),
  ...marketRefFields,
  market_vendor_id: z.string(),
  ...vendorRefFields,
  vendor_type: z.enum(VENDOR_TYPES),
  market_date: z.string(),
  ...checkoutFigures,
  market_fee_calculation: z.string(),
  tokens: z.array(TransactionTokenSchema),
  custom_fields: z.record(z.string(), z.string().nullable()),
  receipt_email: z.string().nullable(),
  // The username of who booked it last (the manager or a staff member, issue 18); on the manager's lists only.
  checked_out_by: z.string().nullable().optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Transaction = z.infer<typeof TransactionSchema>;

// The answer to a checkout submit or overwrite (docs/product.md §7 names the top-level figures this way).
export const CheckoutResultSchema = z.object({
  message: z.string(),
  data: TransactionSchema,
  govFee: z.number(),
  marketFee: z.number(),
  money_owed: z.number(),
  calculation: z.string(),
});
export type CheckoutResult = z.infer<typeof CheckoutResultSchema>;

export const TransactionTotalsSchema = z.object({ count: z.number().int(), ...checkoutFigures });
export type TransactionTotals = z.infer<typeof TransactionTotalsSchema>;

// A checkout submit as the server books it: the request's dollars parsed once into cents.
export type CheckoutDraft = {
  marketVendorId: string;
  marketDate: string;
  reportedGrossCents: Cents;
  tokens: { tokenId: string; count: number }[];
  customFields: Record<string, string | null>;
  receiptEmail: string | null;
  // The vendor's report the checkout books, and why its figures were changed (null when unchanged).
  salesReportId?: string | null;
  adjustReason?: string | null;
};
