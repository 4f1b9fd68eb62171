import type { MessageResponse, TokenFloatEntry } from '@marketday/shared';
import { dataOf } from '@/entities/answer-data';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { invalidateTokenFloatQueries, tokenFloatPath } from './token-float-keys';
import {
  decodeTokenFloatEntry,
  encodeTokenFloatEntry,
  type TokenFloatEntryCents,
  type TokenFloatEntryInCents,
} from './token-float-money';

/** A new entry and the Idempotency-Key it is sent under: the same key sent again records it once. */
export type NewTokenFloatEntry = { input: TokenFloatEntryInCents; key: string };

// 400 with the shared rules' messages on their fields; 'More tokens would be refunded than the shoppers hold.' for
// a refund past what is outstanding.
export async function addTokenFloatEntry(
  marketId: string,
  { input, key }: NewTokenFloatEntry,
): Promise<{ message: string; data: TokenFloatEntryCents }> {
  const { message, data } = await dataOf(
    api.post<{ message: string; data: TokenFloatEntry }>(
      `${tokenFloatPath(marketId)}/entries`,
      encodeTokenFloatEntry(input),
      { headers: { 'Idempotency-Key': key } },
    ),
  );
  return { message, data: decodeTokenFloatEntry(data) };
}

export function useAddTokenFloatEntry(marketId: string) {
  return useRefreshingMutation(
    (entry: NewTokenFloatEntry) => addTokenFloatEntry(marketId, entry),
    (queryClient) => invalidateTokenFloatQueries(queryClient, marketId),
  );
}

export function deleteTokenFloatEntry(marketId: string, entryId: string): Promise<MessageResponse> {
  return dataOf(api.delete<MessageResponse>(`${tokenFloatPath(marketId)}/entries/${entryId}`));
}

export function useDeleteTokenFloatEntry(marketId: string) {
  return useRefreshingMutation(
    (entryId: string) => deleteTokenFloatEntry(marketId, entryId),
    (queryClient) => invalidateTokenFloatQueries(queryClient, marketId),
  );
}
