import type { TokenFloat } from '@marketday/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { queryOptionsFor } from '@/entities/query-options-for';
import { api } from '@/lib/api-client';
import { type TokenFloatRef, tokenFloatKeys, tokenFloatPath } from './token-float-keys';
import { decodeTokenFloat, type TokenFloatCents } from './token-float-money';

// The tokens shoppers hold as of a date (issued − redeemed − refunded, per token); money in cents.
export async function getTokenFloat({ marketId, asOf }: TokenFloatRef): Promise<TokenFloatCents> {
  const float = await dataOf(api.get<TokenFloat>(tokenFloatPath(marketId), { params: { as_of: asOf } }));
  return decodeTokenFloat(float);
}

export const tokenFloatQueryOptions = queryOptionsFor(tokenFloatKeys.float, getTokenFloat);

// The previous figures stay on screen while another date loads.
export function useTokenFloat(ref: TokenFloatRef) {
  return useQuery({ ...tokenFloatQueryOptions(ref), placeholderData: keepPreviousData });
}
