import {
  type Cents,
  CHECKOUT_MESSAGES,
  type CheckoutContext,
  type CheckoutTotals,
  calculateCheckout,
  TOKEN_PROGRAM_MESSAGES,
  tokenAcceptedBy,
  type VendorType,
} from '@marketday/shared';
import type { CheckoutDay } from './checkout-money';

// The same integer-cent calculation the server books, so the figure on screen is the figure saved: the checkout
// screen, its pending receipt and the transaction edit sheet (whose tokens may include one the market no longer has).
export function checkoutTotalsInCents({
  vendorType,
  vendorFees,
  govFeeCents,
  grossCents,
  tokens,
}: {
  vendorType: VendorType;
  vendorFees: CheckoutContext['vendor_fees'];
  govFeeCents: Cents;
  grossCents: Cents | null | undefined;
  tokens: { value_cents: Cents; count: number }[];
}): CheckoutTotals {
  return calculateCheckout({
    grossCents: grossCents ?? 0,
    vendorType,
    vendorFees,
    govFeeCents,
    tokens: tokens.map((token) => ({ count: token.count, perDollarValueCents: token.value_cents })),
  });
}

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
  if (!listed) return CHECKOUT_MESSAGES.tokenGone;
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
    })),
  });
  return { ...totals, unpriced };
}

/** docs/product.md §2: 'Owed = Fee', plus ' + Gov. Fee' and ' - Token Total' when they apply. */
export function owedLegend({ hasGovFee, hasTokens }: { hasGovFee: boolean; hasTokens: boolean }): string {
  return `Owed = Fee${hasGovFee ? ' + Gov. Fee' : ''}${hasTokens ? ' - Token Total' : ''}`;
}
