import type { CheckoutContext } from '@marketday/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { transactionKeys } from './transaction-keys';

type ContextParams = { marketId: string; marketDate: string };

// Editing a transaction needs its market's tokens, fees and custom fields for that day.
export async function getCheckoutContext({ marketId, marketDate }: ContextParams): Promise<CheckoutContext> {
  const { data } = await api.get<CheckoutContext>('/market-managers/checkouts/', {
    params: { market_id: marketId, market_date: marketDate },
  });
  return data;
}

export function checkoutContextQueryOptions(params: ContextParams) {
  return queryOptions({
    queryKey: transactionKeys.checkoutContext(params),
    queryFn: () => getCheckoutContext(params),
  });
}

export function useCheckoutContext(params: ContextParams) {
  return useQuery(checkoutContextQueryOptions(params));
}
