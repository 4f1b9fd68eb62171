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
}): CheckoutTotals | null {
  const vendor = context.vendors.find((v) => v.market_vendor_id === vendorId);
  if (!vendor) return null;
  const counts = new Map((tokens ?? []).map((t) => [t.token_id, t.count]));
  return checkoutTotalsInCents({
    vendorType: vendor.type,
    vendorFees: context.vendor_fees,
    govFeeCents: context.gov_fee_cents,
    grossCents,
    tokens: context.market_tokens.map((token) => ({
      value_cents: token.value_cents,
      count: counts.get(token.id) ?? 0,
    })),
  });
}

/** docs/product.md §2: 'Owed = Fee', plus ' + Gov. Fee' and ' - Token Total' when they apply. */
export function owedLegend({ hasGovFee, hasTokens }: { hasGovFee: boolean; hasTokens: boolean }): string {
  return `Owed = Fee${hasGovFee ? ' + Gov. Fee' : ''}${hasTokens ? ' - Token Total' : ''}`;
}
