import type { CheckoutContext } from '@marketday/shared';
import { useQuery } from '@tanstack/react-query';
import type { MarketDayRef } from './checkout-keys';
import { checkoutContextQueryOptions } from './get-checkout-context';

// The market's tokens and who is checked out come with the checkout context of that market day: the same
// request (and cache entry) the checkout screen uses. A refused context (e.g. off-season access) falls back to
// the report's own tokens and shows no vendor count; no retries.
function useMarketDayContext<T>(ref: MarketDayRef, select: (context: CheckoutContext) => T) {
  return useQuery({
    ...checkoutContextQueryOptions(ref),
    select,
    retry: false,
    enabled: ref.marketDate !== '',
  });
}

const selectTokens = (context: CheckoutContext) => context.market_tokens;

export function useMarketTokens(ref: MarketDayRef) {
  return useMarketDayContext(ref, selectTokens);
}

export type CheckedOutCount = { checkedOut: number; total: number };

/** How many of the market's vendors are checked out on that date. */
export function checkedOutCount(context: Pick<CheckoutContext, 'vendors' | 'checked_out'>): CheckedOutCount {
  const done = new Set((context.checked_out ?? []).map((c) => c.market_vendor_id));
  const vendors = context.vendors ?? [];
  return { checkedOut: vendors.filter((v) => done.has(v.market_vendor_id)).length, total: vendors.length };
}

/** Nothing is asked until a date is chosen (marketDate null). */
export function useCheckedOutCount({
  marketId,
  marketDate,
}: {
  marketId: string;
  marketDate: string | null;
}) {
  return useMarketDayContext({ marketId, marketDate: marketDate ?? '' }, checkedOutCount);
}
