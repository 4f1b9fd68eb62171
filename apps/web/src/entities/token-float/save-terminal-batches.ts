import type { TokenFloatDay } from '@marketday/shared';
import { dataOf } from '@/entities/answer-data';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { type TokenFloatDayRef, tokenFloatKeys, tokenFloatPath } from './token-float-keys';
import {
  decodeTokenFloatDay,
  encodeTerminalBatches,
  type TerminalBatchesInCents,
  type TokenFloatDayCents,
} from './token-float-money';

// The terminals' batch totals of a day (as printed at the end of it); the answer is the day reconciled again.
export async function saveTerminalBatches(
  { marketId, date }: TokenFloatDayRef,
  batches: TerminalBatchesInCents,
): Promise<TokenFloatDayCents> {
  const day = await dataOf(
    api.put<TokenFloatDay>(`${tokenFloatPath(marketId)}/batches/${date}`, encodeTerminalBatches(batches)),
  );
  return decodeTokenFloatDay(day);
}

// Batch totals change only that day's reconciliation, which the answer carries whole.
export function useSaveTerminalBatches(ref: TokenFloatDayRef) {
  return useRefreshingMutation(
    (batches: TerminalBatchesInCents) => saveTerminalBatches(ref, batches),
    (queryClient, day) => queryClient.setQueryData(tokenFloatKeys.day(ref), day),
  );
}
