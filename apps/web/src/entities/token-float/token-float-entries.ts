import type { MessageResponse, TokenFloatEntry } from '@marketday/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOf } from '@/entities/answer-data';
import { useRefreshingMutation } from '@/entities/use-refreshing-mutation';
import { api } from '@/lib/api-client';
import { isOffline, shouldQueue } from '@/lib/offline/network';
import type { FloatEntryOutboxItem } from '@/lib/offline/outbox-machine';
import { useOutbox } from '@/lib/offline/outbox-provider';
import { nextSeq, putItem } from '@/lib/offline/outbox-store';
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

export type QueueFloatEntryArgs = Pick<
  FloatEntryOutboxItem,
  'userId' | 'key' | 'marketId' | 'marketName' | 'tokenName' | 'input'
> & { now?: Date };

// docs/decisions/023-offline-outbox.md, for the info booth: an entry made without a network waits in the device's
// outbox under the Idempotency-Key its form gave it (sent by ./queued-float-entry.ts). Every entry is a line of its
// own (two shoppers of the same token are two entries): nothing held is replaced.
export async function queueFloatEntry({ now, ...args }: QueueFloatEntryArgs): Promise<FloatEntryOutboxItem> {
  const item: FloatEntryOutboxItem = {
    ...args,
    seq: nextSeq(),
    kind: 'float-entry',
    mode: 'create',
    queuedAt: (now ?? new Date()).toISOString(),
    state: 'queued',
    attempts: 0,
    everSent: false,
    message: null,
    conflictId: null,
  };
  await putItem(item);
  return item;
}

/** An entry to save, with the token's name the device shows while it waits to be sent. */
export type TokenFloatEntryToSave = NewTokenFloatEntry & { tokenName: string };

/** Booked: the server's answer; held: no network, so the entry waits in the device's outbox under its key. */
export type SavedTokenFloatEntry =
  | { held: false; message: string; data: TokenFloatEntryCents }
  | { held: true; item: FloatEntryOutboxItem };

// The booth is at the market, where the signal drops: without a network (or without an answer, or on a 5xx) the
// entry waits on the device and the outbox sends it with the held checkouts (docs/decisions/023-offline-outbox.md).
// A refusal (4xx) stays on the form.
export function useAddTokenFloatEntry({
  marketId,
  marketName,
  signInToKeep,
}: {
  marketId: string;
  marketName: string;
  /** Said when no signed-in user can hold the entry (the form's words, in the language shown). */
  signInToKeep: string;
}) {
  const queryClient = useQueryClient();
  const { userId, syncNow } = useOutbox();

  async function hold({ input, key, tokenName }: TokenFloatEntryToSave): Promise<SavedTokenFloatEntry> {
    if (!userId) throw new Error(signInToKeep);
    const item = await queueFloatEntry({
      userId,
      key,
      marketId,
      marketName,
      tokenName,
      input: encodeTokenFloatEntry(input),
    });
    if (!isOffline()) syncNow();
    return { held: true, item };
  }

  return useMutation({
    // Held rather than tried in vain while the browser knows it is offline.
    networkMode: 'always',
    mutationFn: async (entry: TokenFloatEntryToSave): Promise<SavedTokenFloatEntry> => {
      if (isOffline()) return hold(entry);
      try {
        return { held: false, ...(await addTokenFloatEntry(marketId, entry)) };
      } catch (error) {
        if (shouldQueue(error)) return hold(entry);
        throw error;
      }
    },
    onSuccess: (saved) => (saved.held ? undefined : invalidateTokenFloatQueries(queryClient, marketId)),
  });
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
