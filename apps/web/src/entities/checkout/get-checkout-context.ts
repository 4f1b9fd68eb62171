import type { CheckoutContext } from '@marketday/shared';
import { useQuery } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { FETCHED_WITH_PAGE } from '@/entities/fetched-with-page';
import { queryOptionsFor } from '@/entities/query-options-for';
import { api } from '@/lib/api-client';
import { checkoutKeys, type MarketDayRef } from './checkout-keys';
import { decodeCheckoutDay } from './checkout-money';

// The day's market: its vendors, tokens, fees, custom fields, and who is already checked out.
export function getCheckoutContext({ marketId, marketDate }: MarketDayRef): Promise<CheckoutContext> {
  return dataOf(
    api.get<CheckoutContext>('/market-managers/checkouts/', {
      params: { market_id: marketId, market_date: marketDate },
    }),
  );
}

export const checkoutContextQueryOptions = queryOptionsFor(
  checkoutKeys.context,
  getCheckoutContext,
  FETCHED_WITH_PAGE,
);

// The checkout screen and the transaction edit sheet read the day in cents. The cache (and the copy kept on the device) holds the server's answer
// as it came, so only this read decodes it.
export function useCheckoutDay(ref: MarketDayRef) {
  return useQuery({ ...checkoutContextQueryOptions(ref), select: decodeCheckoutDay });
}
