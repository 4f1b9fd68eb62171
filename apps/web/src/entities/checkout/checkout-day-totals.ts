import {
  type Cents,
  CHECKOUT_TOKEN_MESSAGES,
  type CheckoutTotals,
  TOKEN_PROGRAM_MESSAGES,
  tokenAcceptedBy,
} from '@marketday/shared';
import type { CheckoutDay } from './checkout-money';
import { checkoutTotalsInCents } from './checkout-totals';

// The checkout screen's own totals: the day's tokens and vendors, and what of a count the booking cannot take. Apart
// from checkout-totals.ts, which the transactions' edit sheet and the sales report form use without the day.

type DayTokens = Pick<CheckoutDay, 'vendors' | 'market_tokens'>;

/**
 * Why a counted token cannot be booked for this vendor on this day, or null when it can: the market no longer lists
 * it (removed on another device, or in the market's settings, after the count was typed or the vendor reported it),
 * or the vendor's type may no longer be paid with it (its program changed). The server refuses both; the form keeps
 * the count in view and refuses it on its field until the manager takes it out (docs/product.md "A token removed
 * since").
 */
export function tokenCountRefusal(
  day: DayTokens,
  vendorId: string | undefined,
  token: { token_id: string; count: number },
): string | null {
  if (token.count <= 0) return null;
  const listed = day.market_tokens.find((t) => t.id === token.token_id);
  if (!listed) return CHECKOUT_TOKEN_MESSAGES.tokenGone;
  const type = day.vendors.find((v) => v.market_vendor_id === vendorId)?.type;
  return type && !tokenAcceptedBy(listed, type)
    ? TOKEN_PROGRAM_MESSAGES.notAccepted(listed.name, type)
    : null;
}

/**
 * The day's totals, and whether a count is held that cannot be booked (tokenCountRefusal). A removed token's value
 * is not the market's any more, and a token the vendor may not be paid with is not theirs to hand in, so the token
 * total and the money owed are not known until that count is 0: a figure without it would be too high, one with it
 * would not be the one booked.
 */
export type CheckoutDayTotals = CheckoutTotals & { unpriced: boolean };

/** The checkout's totals for the chosen vendor, with the counts entered per market token; null: no vendor. */
export function checkoutTotals({
  context,
  vendorId,
  grossCents,
  tokens,
}: {
  context: Pick<CheckoutDay, 'vendors' | 'vendor_fees' | 'gov_fee_cents' | 'market_tokens'>;
  vendorId: string | undefined;
  grossCents: Cents | null | undefined;
  tokens: { token_id: string; count: number }[] | undefined;
}): CheckoutDayTotals | null {
  const vendor = context.vendors.find((v) => v.market_vendor_id === vendorId);
  if (!vendor) return null;
  const counts = new Map((tokens ?? []).map((t) => [t.token_id, t.count]));
  const unpriced = (tokens ?? []).some((token) => tokenCountRefusal(context, vendorId, token) !== null);
  const totals = checkoutTotalsInCents({
    vendorType: vendor.type,
    vendorFees: context.vendor_fees,
    govFeeCents: context.gov_fee_cents,
    grossCents,
    tokens: context.market_tokens.map((token) => ({
      value_cents: token.value_cents,
      count: counts.get(token.id) ?? 0,
      program: token.program,
    })),
  });
  return { ...totals, unpriced };
}
