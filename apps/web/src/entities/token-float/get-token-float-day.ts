import type { TokenFloatDay } from '@marketday/shared';
import { useQuery } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { queryOptionsFor } from '@/entities/query-options-for';
import { api } from '@/lib/api-client';
import { type TokenFloatDayRef, tokenFloatKeys, tokenFloatPath } from './token-float-keys';
import { decodeTokenFloatDay, type TokenFloatDayCents } from './token-float-money';

// The info booth's day: its entries, and each terminal's batch total against what the entries add up to.
export async function getTokenFloatDay({ marketId, date }: TokenFloatDayRef): Promise<TokenFloatDayCents> {
  const day = await dataOf(api.get<TokenFloatDay>(`${tokenFloatPath(marketId)}/days/${date}`));
  return decodeTokenFloatDay(day);
}

export const tokenFloatDayQueryOptions = queryOptionsFor(tokenFloatKeys.day, getTokenFloatDay);

export function useTokenFloatDay(ref: TokenFloatDayRef) {
  return useQuery(tokenFloatDayQueryOptions(ref));
}
