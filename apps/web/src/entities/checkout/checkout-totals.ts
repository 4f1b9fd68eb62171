import {
  type Cents,
  type CheckoutContext,
  type CheckoutTotals,
  calculateCheckout,
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

/**
 * The day's totals, and whether a count is held for a token the market no longer lists (a count carried over a
 * token list that changed, or a vendor's report naming a removed token). That token's value is not the market's
 * any more, so the token total and the money owed are not known until its count is 0 (the form refuses to book it
 * meanwhile, features/checkout form-values TOKEN_GONE): a figure without it would be too high.
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
  const listed = new Set(context.market_tokens.map((token) => token.id));
  const unpriced = (tokens ?? []).some((t) => t.count > 0 && !listed.has(t.token_id));
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
