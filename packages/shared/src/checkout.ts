import { z } from 'zod';
import { toIsoDate } from './calendar-dates';
import { calendarDate, dollarAmount, tokenCountSchema } from './limit-schemas';
import { DATE_RANGE_MESSAGE, MAX_DATE, MAX_GROSS_DOLLARS, MIN_DATE } from './limits';
import { AdjustFieldsSchema } from './sales-report-fields';

export const CheckoutTokenCountSchema = z.object({
  token_id: z.uuid(),
  count: tokenCountSchema,
});

export const CustomFieldValuesSchema = z.record(z.string().max(60), z.string().max(500).nullable());

// What a checkout submit carries. Fee, gov fee and money owed are recomputed by the server; any such
// figures from the client are ignored.
export const CheckoutInputSchema = z.object({
  market_vendor_id: z.uuid('Selected vendor not found'),
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
  market_id: z.uuid('Market ID must be a valid UUID'),
  market_date: calendarDate('Date is required'),
});

export const OverwriteQuerySchema = z.object({
  market_vendor_id: z.uuid('Selected vendor not found'),
  market_date: calendarDate('Date is required'),
});

// The /checkout URL: ?market=<uuid>&market_name=…&date=<ISO>.
export const CheckoutParamsSchema = z.object({
  // The spec's one message covers a missing market too.
  market: z.uuid('Market ID must be a valid UUID'),
  market_name: z.string('Market name is required').trim().min(1, 'Market name is required'),
  date: z.iso
    .datetime({ offset: true })
    .refine((value) => value.slice(0, 10) >= MIN_DATE && value.slice(0, 10) <= MAX_DATE, DATE_RANGE_MESSAGE)
    .or(calendarDate()),
});

// A checkout for a past market day: the date must be before `today`, the date at the market (todayAtMarket).
export function historicalDateSchema(today: string) {
  return z.date('Date is required').refine((date) => toIsoDate(date) < today, 'Date must be before today');
}

export const CPC_PAST_DUE_WARNING = "This vendor's Certified Producer Certificate is past due.";

export const CHECKOUT_MESSAGES = {
  submitted: 'Checkout submitted successfully.',
  updated: 'Updated Transaction',
  deleted: 'Deleted Transaction',
  receiptSent: 'Receipt Sent',
  messageSent: 'Message sent successfully!',
  conflictTitle: 'Transaction Conflict',
  vendorNotFound: 'Selected vendor not found',
  conflict: (business: string, date: string) =>
    `A checkout already exists for ${business} on ${date}. Overwriting will replace the existing transaction data.`,
  idempotencyMismatch: 'This request key was already used for a different checkout.',
} as const;

// The checkout screen's own messages for a count it cannot book: apart from CHECKOUT_MESSAGES, which pages other than
// the checkout read too (every key of an object comes with it), so only the checkout carries these.
export const CHECKOUT_TOKEN_MESSAGES = {
  // A token the market removed (another device, the market's settings) while a count for it was typed or reported:
  // the count stays in the figures until the manager takes it out (apps/web checkout form-values).
  tokenGone:
    'This token was removed from the market after its count was typed. Set it to 0 (or count these tokens under ' +
    'another token) to submit.',
  tokenGoneNote: 'No longer taken at this market.',
  // Such a token's name when this screen never saw it listed and the report that named it is gone.
  unnamedToken: 'A token removed from the market',
  // Shown in place of Money Owed and the Token Total while such a count (or one of a token the vendor's type may not
  // be paid with) is held: no figure is the one that would be booked (apps/web entities/checkout checkout-totals).
  owedUnpriced: 'Set the marked token counts to 0 to see what is owed.',
  // Beside a waiting report that counts such a token: "Confirm all unchanged" leaves it out of its batch.
  reportTokenGone: 'Counts a token the market no longer takes from this vendor: open it to adjust.',
  reportsLeftOut: (names: string) =>
    `Left out, to open and adjust one at a time (each counts a token the market no longer takes from them): ${names}.`,
  gridTokenGone:
    'A token counted in this row was removed from the market since: count this vendor in the form',
} as const;

// docs/product.md "Checkout": a gross far above what the vendor usually reports is most likely a typo (an extra
// digit, a figure typed onto a stale one). The manager confirms it before it is booked; it is never refused.
export const IMPLAUSIBLE_GROSS_DOLLARS = 20_000;
export const IMPLAUSIBLE_GROSS_FACTOR = 10;

export type GrossDoubt =
  | { reason: 'over-limit'; limit: number }
  | { reason: 'over-usual'; largest: number; factor: number };

/** Why a gross deserves a second look before it is booked, or null when it looks like the vendor's usual. */
export function grossDoubt({ gross, largest }: { gross: number; largest: number | null }): GrossDoubt | null {
  if (gross > IMPLAUSIBLE_GROSS_DOLLARS) return { reason: 'over-limit', limit: IMPLAUSIBLE_GROSS_DOLLARS };
  if (largest !== null && largest > 0 && gross > largest * IMPLAUSIBLE_GROSS_FACTOR)
    return { reason: 'over-usual', largest, factor: IMPLAUSIBLE_GROSS_FACTOR };
  return null;
}
