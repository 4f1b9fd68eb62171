import { regexes } from 'zod/v4/core';
import { toIsoDate } from './calendar-dates';
import { DATE_RANGE_MESSAGE, MAX_DATE, MIN_DATE } from './limits';

// What the checkout says and checks before anything is booked, without zod's schemas (./checkout.ts holds those):
// the checkout screen draws its first view from these (docs/decisions/038-page-weight-and-first-screen.md).

const UUID = regexes.uuid();
// zod's own patterns for z.iso.date() and z.iso.datetime({ offset: true }), the server's checks of the same text.
const DATETIME = regexes.datetime({ offset: true });

export type CheckoutParamsIssue = { path: 'market' | 'market_name' | 'date'; message: string };
export type CheckoutParamsRead =
  | { success: true; data: { market: string; market_name: string; date: string } }
  | { success: false; issues: CheckoutParamsIssue[] };

/**
 * The /checkout URL: ?market=<uuid>&market_name=…&date=<ISO>, the date a calendar date or an instant with its
 * offset, within the years the app stores (docs/limits.md). Each missing or wrong part is one issue, in order.
 */
export function readCheckoutParams(raw: {
  market?: string | undefined;
  market_name?: string | undefined;
  date?: string | undefined;
}): CheckoutParamsRead {
  const issues: CheckoutParamsIssue[] = [];
  // The spec's one message covers a missing market too.
  if (raw.market === undefined || !UUID.test(raw.market))
    issues.push({ path: 'market', message: 'Market ID must be a valid UUID' });
  const marketName = raw.market_name?.trim() ?? '';
  if (!marketName) issues.push({ path: 'market_name', message: 'Market name is required' });
  const date = raw.date ?? '';
  if (!regexes.date.test(date) && !DATETIME.test(date))
    issues.push({ path: 'date', message: 'Date is required' });
  else if (date.slice(0, 10) < MIN_DATE || date.slice(0, 10) > MAX_DATE)
    issues.push({ path: 'date', message: DATE_RANGE_MESSAGE });
  if (issues.length > 0) return { success: false, issues };
  return { success: true, data: { market: raw.market as string, market_name: marketName, date } };
}

/**
 * A checkout for a past market day: the date must be before `today`, the date at the market (todayAtMarket). The
 * message for a date that is missing or not before today, or null when it may be opened.
 */
export function historicalDateError(date: Date | null | undefined, today: string): string | null {
  if (!date || Number.isNaN(date.getTime())) return 'Date is required';
  return toIsoDate(date) < today ? null : 'Date must be before today';
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
