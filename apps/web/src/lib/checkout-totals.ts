import {
  type CheckoutContext,
  type CheckoutTotals,
  calculateCheckout,
  dollarsToCents,
  type VendorType,
} from '@marketday/shared';

// The same integer-cent calculation the server books, so the figure on screen is the figure saved. Used by
// the checkout and by the transaction edit sheet (whose tokens may include one the market no longer has).
export function checkoutTotalsOf({
  vendorType,
  context,
  gross,
  tokens,
}: {
  vendorType: VendorType;
  context: Pick<CheckoutContext, 'vendor_fees' | 'gov_fee'>;
  gross: number | null | undefined;
  tokens: { per_dollar_value: number; count: number }[];
}): CheckoutTotals {
  return calculateCheckout({
    grossCents: dollarsToCents(gross ?? 0),
    vendorType,
    vendorFees: context.vendor_fees,
    govFeeCents: dollarsToCents(context.gov_fee),
    tokens: tokens.map((token) => ({
      count: token.count,
      perDollarValueCents: dollarsToCents(token.per_dollar_value),
    })),
  });
}

/** The checkout's totals for the chosen vendor, with the counts entered per market token; null: no vendor. */
export function checkoutTotals({
  context,
  vendorId,
  gross,
  tokens,
}: {
  context: Pick<CheckoutContext, 'vendors' | 'vendor_fees' | 'gov_fee' | 'market_tokens'>;
  vendorId: string | undefined;
  gross: number | null | undefined;
  tokens: { token_id: string; count: number }[] | undefined;
}): CheckoutTotals | null {
  const vendor = context.vendors.find((v) => v.market_vendor_id === vendorId);
  if (!vendor) return null;
  const counts = new Map((tokens ?? []).map((t) => [t.token_id, t.count]));
  return checkoutTotalsOf({
    vendorType: vendor.type,
    context,
    gross,
    tokens: context.market_tokens.map((token) => ({
      per_dollar_value: token.per_dollar_value,
      count: counts.get(token.id) ?? 0,
    })),
  });
}

/** docs/product.md §2: 'Owed = Fee', plus ' + Gov. Fee' and ' - Token Total' when they apply. */
export function owedLegend({ hasGovFee, hasTokens }: { hasGovFee: boolean; hasTokens: boolean }): string {
  return `Owed = Fee${hasGovFee ? ' + Gov. Fee' : ''}${hasTokens ? ' - Token Total' : ''}`;
}
