import type { TokenFloatEntry } from '@marketday/shared';
import type { QueryClient } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { api } from '@/lib/api-client';
import type { FloatEntryOutboxItem } from '@/lib/offline/outbox-machine';
import { invalidateTokenFloatQueries, tokenFloatPath } from './token-float-keys';

// docs/decisions/023-offline-outbox.md, for the info booth: an entry held in the device's outbox (queued by
// ./token-float-entries.ts) is sent by the outbox's sync through these (entities/checkout/outbox-senders.ts). They
// are in the shell every signed-in page loads, so they stay this small: the request as the form built it, the keys.
// A dynamic import here was heavier: a new entry point of its own regrouped the sign-in page's shared chunks.

/**
 * The held entry's request under the key of its first attempt: one that reached the server before the signal dropped
 * is answered as it was, never recorded twice.
 */
export function sendQueuedFloatEntry(item: FloatEntryOutboxItem) {
  return dataOf(
    api.post<{ message: string; data: TokenFloatEntry }>(
      `${tokenFloatPath(item.marketId)}/entries`,
      item.input,
      { headers: { 'Idempotency-Key': item.key } },
    ),
  );
}

/** Once booked: the day's entries, its terminals and the outstanding tokens are read again. */
export function recordQueuedFloatEntry(queryClient: QueryClient, item: FloatEntryOutboxItem) {
  return invalidateTokenFloatQueries(queryClient, item.marketId);
}
