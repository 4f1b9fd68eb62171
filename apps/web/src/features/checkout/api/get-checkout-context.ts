import type { CheckoutContext } from '@marketday/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type CheckoutContextRef, checkoutKeys } from './checkout-keys';

export async function getCheckoutContext({
  marketId,
  marketDate,
}: CheckoutContextRef): Promise<CheckoutContext> {
  const { data } = await api.get<CheckoutContext>('/market-managers/checkouts/', {
    params: { market_id: marketId, market_date: marketDate },
  });
  return data;
}

export function checkoutContextQueryOptions(ref: CheckoutContextRef) {
  return queryOptions({ queryKey: checkoutKeys.context(ref), queryFn: () => getCheckoutContext(ref) });
}

export function useCheckoutContext(ref: CheckoutContextRef) {
  return useQuery(checkoutContextQueryOptions(ref));
}
