import {
  CHECKOUT_MESSAGES,
  type CheckoutDraft,
  type FeeRule,
  MAX_TOTAL_CENTS,
  priceCheckoutFigures,
  TOKEN_TOTAL_TOO_LARGE,
} from '@marketday/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { markets, marketVendorFees, marketVendors, tokens, vendors } from '../../db/schema';
import { badRequest, notFound } from '../../lib/http-errors';

export type PricedCheckout = Awaited<ReturnType<typeof priceCheckout>>;

// Everything a checkout books, computed from the server's own data: the client's figures are never used.
export async function priceCheckout({
  db,
  managerId,
  marketId,
  draft,
}: {
  db: Database;
  managerId: string;
  marketId: string;
  draft: CheckoutDraft;
}) {
  const [market] = await db
    .select()
    .from(markets)
    .where(and(eq(markets.id, marketId), eq(markets.managerId, managerId)));
  if (!market) throw notFound();
  const [seller] = await db
    .select({ marketVendorId: marketVendors.id, vendor: vendors })
    .from(marketVendors)
    .innerJoin(vendors, eq(vendors.id, marketVendors.vendorId))
    .where(and(eq(marketVendors.id, draft.marketVendorId), eq(marketVendors.marketId, marketId)));
  if (!seller) throw badRequest(CHECKOUT_MESSAGES.vendorNotFound);

  const counts = draft.tokens.filter((t) => t.count > 0);
  if (new Set(counts.map((t) => t.tokenId)).size !== counts.length)
    throw badRequest('Each token may appear once.');
  const tokenRows = counts.length
    ? await db
        .select()
        .from(tokens)
        .where(
          and(
            eq(tokens.marketId, marketId),
            isNull(tokens.deletedAt),
            inArray(
              tokens.id,
              counts.map((t) => t.tokenId),
            ),
          ),
        )
    : [];
  if (tokenRows.length !== counts.length) throw badRequest('Token not found in this market.');
  const lines = counts.map((c) => {
    const token = tokenRows.find((t) => t.id === c.tokenId)!;
    return {
      tokenId: token.id,
      name: token.name,
      count: c.count,
      perDollarValueCents: token.perDollarValueCents,
    };
  });

  const feeRows = await db.select().from(marketVendorFees).where(eq(marketVendorFees.marketId, marketId));
  const rules: FeeRule[] = feeRows.map((f) => ({
    vendorType: f.vendorType,
    feeType: f.feeType,
    flatCents: f.flatCents,
    percentBasisPoints: f.percentHundredths,
  }));
  const grossCents = draft.reportedGrossCents;
  const totals = priceCheckoutFigures({
    grossCents,
    vendorType: seller.vendor.type,
    rules,
    govFeeCents: market.govFeeCents,
    tokens: lines,
  });
  // Each figure is stored as 32-bit cents: counts times values past that are refused, not overflowed.
  if (
    Math.abs(totals.tokenTotalCents) > MAX_TOTAL_CENTS ||
    Math.abs(totals.moneyOwedCents) > MAX_TOTAL_CENTS
  ) {
    throw badRequest(TOKEN_TOTAL_TOO_LARGE, { errors: [{ path: 'tokens', message: TOKEN_TOTAL_TOO_LARGE }] });
  }
  return { market, vendor: seller.vendor, marketVendorId: seller.marketVendorId, grossCents, lines, totals };
}
