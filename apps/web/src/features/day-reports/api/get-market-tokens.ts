import type { CheckoutContext, Token } from '@marketday/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dayReportKeys } from '@/lib/query-keys';

// The market's tokens come with the checkout context of that market day.
export async function getMarketTokens({
  marketId,
  marketDate,
}: {
  marketId: string;
  marketDate: string;
}): Promise<Token[]> {
  const { data } = await api.get<CheckoutContext>('/market-managers/checkouts/', {
    params: { market_id: marketId, market_date: marketDate },
  });
  return data.market_tokens;
}

export function marketTokensQueryOptions(params: { marketId: string; marketDate: string }) {
  return queryOptions({
    queryKey: dayReportKeys.tokens(params),
    queryFn: () => getMarketTokens(params),
    // A refused context (e.g. off-season access) falls back to the report's own tokens; no retries.
    retry: false,
  });
}

export function useMarketTokens(params: { marketId: string; marketDate: string }) {
  return useQuery(marketTokensQueryOptions(params));
}
