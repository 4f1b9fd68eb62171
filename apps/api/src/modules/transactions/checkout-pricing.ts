import {
  CHECKOUT_MESSAGES,
  type CheckoutDraft,
  type FeeRule,
  MAX_TOTAL_CENTS,
  priceCheckoutFigures,
  TOKEN_TOTAL_TOO_LARGE,
} from '@marketday/shared';
import { badRequest, notFound } from '../../lib/http-errors';
import type { CheckoutInputs } from './checkout-inputs.repository';

export type PricedCheckout = ReturnType<typeof priceFrom>;

// Everything a checkout books, computed from the server's own data (read once by readCheckoutInputs): the
// client's figures are never used. Refusals come in the order the separate reads gave them.
export function priceFrom(inputs: CheckoutInputs, draft: CheckoutDraft) {
  const { market, seller } = inputs;
  if (!market) throw notFound();
  if (!seller) throw badRequest(CHECKOUT_MESSAGES.vendorNotFound);

  const counts = draft.tokens.filter((t) => t.count > 0);
  const countOf = new Map(counts.map((t) => [t.tokenId.toLowerCase(), t.count]));
  if (countOf.size !== counts.length) throw badRequest('Each token may appear once.');
  // Read in name order, the order the stored checkout lists its tokens in.
  const tokenRows = (inputs.tokens ?? []).filter((t) => countOf.has(t.id));
  if (tokenRows.length !== counts.length) throw badRequest('Token not found in this market.');
  const lines = tokenRows.map((token) => ({
    tokenId: token.id,
    name: token.name,
    count: countOf.get(token.id)!,
    perDollarValueCents: token.per_dollar_value_cents,
    program: token.program,
  }));

  const rules: FeeRule[] = (inputs.fees ?? []).map((f) => ({
    vendorType: f.vendor_type,
    feeType: f.fee_type,
    flatCents: f.flat_cents,
    percentBasisPoints: f.percent_hundredths,
    minCents: f.min_fee_cents,
    maxCents: f.max_fee_cents,
    percentThresholdCents: f.percent_threshold_cents,
    percentTiers:
      f.percent_tiers?.map((tier) => ({
        fromCents: tier.from_cents,
        basisPoints: tier.percent_hundredths,
      })) ?? null,
    excludedPrograms: f.excluded_programs,
  }));
  const grossCents = draft.reportedGrossCents;
  const totals = priceCheckoutFigures({
    grossCents,
    vendorType: seller.type,
    rules,
    govFeeCents: market.gov_fee_cents,
    tokens: lines,
  });
  // The token total and money owed are stored as 64-bit cents (counts × values can pass 2^31); past
  // MAX_TOTAL_CENTS they are refused, which keeps them exact as JavaScript numbers (shared limits.ts).
  if (
    Math.abs(totals.tokenTotalCents) > MAX_TOTAL_CENTS ||
    Math.abs(totals.moneyOwedCents) > MAX_TOTAL_CENTS
  ) {
    throw badRequest(TOKEN_TOTAL_TOO_LARGE, { errors: [{ path: 'tokens', message: TOKEN_TOTAL_TOO_LARGE }] });
  }
  return {
    market: { id: market.id, name: market.name },
    vendor: {
      id: seller.vendor_id,
      businessName: seller.business_name,
      type: seller.type,
      receiptEmail: seller.receipt_email,
    },
    marketVendorId: seller.market_vendor_id,
    grossCents,
    lines,
    totals,
  };
}
