import type {
  CheckoutContext,
  CheckoutInput,
  CheckoutResult,
  MessageResponse,
  Transaction,
} from '@marketday/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { dataOf } from '@/entities/answer-data';
import { ApiError, api, isCancel } from '@/lib/api-client';
import type { CheckoutOutboxItem } from '@/lib/offline/outbox-machine';
import { attemptFor, type CheckoutAttempt, wasAnswered } from './checkout-attempt';
import { checkoutKeys, invalidateCheckoutQueries, type MarketDayRef } from './checkout-keys';

// docs/product.md §10: every checkout write goes through this module (the checkout screen and the transactions
// page alike), so checkouts made offline can later be queued here and replayed with their Idempotency-Key
// without double booking.

export type SubmitCheckoutVariables = {
  marketId: string;
  input: CheckoutInput;
  idempotencyKey: string;
  signal?: AbortSignal | undefined;
};

export function submitCheckout({ marketId, input, idempotencyKey, signal }: SubmitCheckoutVariables) {
  return dataOf(
    api.post<CheckoutResult>(`/market-managers/transactions/${marketId}`, input, {
      headers: { 'Idempotency-Key': idempotencyKey },
      signal,
    }),
  );
}

// Replaces the vendor's checkout for that day (after a 409 conflict, or an edit); a checkout is keyed by
// vendor and market day, and the server recomputes fee, gov fee and money owed.
export function overwriteCheckout(input: CheckoutInput, signal?: AbortSignal) {
  return dataOf(
    api.put<CheckoutResult>('/market-managers/transactions/', input, {
      params: { market_vendor_id: input.market_vendor_id, market_date: input.market_date },
      signal,
    }),
  );
}

export function deleteCheckout(id: string): Promise<MessageResponse> {
  return dataOf(api.delete<MessageResponse>(`/market-managers/transactions/${id}`));
}

/** True when the manager stopped waiting for the request (cancelled it), not when the server refused it. */
export function wasCancelled(error: unknown): boolean {
  return isCancel(error);
}

// One cancellable request at a time: a stalled checkout can be let go of without losing the form.
function useAbortable() {
  const controller = useRef<AbortController | null>(null);
  const next = useCallback(() => {
    controller.current = new AbortController();
    return controller.current.signal;
  }, []);
  const cancel = useCallback(() => controller.current?.abort(), []);
  return { next, cancel };
}

/** The existing transaction's id when the server answered 409 Transaction Conflict. */
export function conflictTransactionId(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.response?.status !== 409) return null;
  const id = (error.response.data as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' && id !== '' ? id : null;
}

// A vendor's checkout for one market day: booked (with its transaction) or deleted (null).
type CheckoutChange = MarketDayRef & { marketVendorId: string; transactionId: string | null };

// Every checkout write sets the day's checked-out marks here, then refreshes what it moves elsewhere.
function recordCheckout({ queryClient, ...change }: CheckoutChange & { queryClient: QueryClient }) {
  const { marketVendorId, transactionId } = change;
  queryClient.setQueryData<CheckoutContext>(checkoutKeys.context(change), (context) =>
    context
      ? {
          ...context,
          checked_out: [
            ...context.checked_out.filter((c) => c.market_vendor_id !== marketVendorId),
            ...(transactionId ? [{ market_vendor_id: marketVendorId, transaction_id: transactionId }] : []),
          ],
        }
      : context,
  );
  return invalidateCheckoutQueries(queryClient);
}

function booked({
  marketId,
  input,
  result,
}: {
  marketId: string;
  input: CheckoutInput;
  result: CheckoutResult;
}) {
  return {
    marketId,
    marketDate: input.market_date,
    marketVendorId: input.market_vendor_id,
    transactionId: result.data.id,
  };
}

/** Sends a checkout the device held (lib/offline): a create with its first attempt's key, or an overwrite. */
export function sendQueuedCheckout(item: CheckoutOutboxItem): Promise<CheckoutResult> {
  return item.mode === 'create'
    ? submitCheckout({ marketId: item.marketId, input: item.input, idempotencyKey: item.key })
    : overwriteCheckout(item.input);
}

/** A held checkout reached the server: the day's marks and what it moves are brought up to date. */
export function recordQueuedBooking(
  queryClient: QueryClient,
  item: CheckoutOutboxItem,
  result: CheckoutResult,
) {
  return recordCheckout({ queryClient, ...booked({ marketId: item.marketId, input: item.input, result }) });
}

export function useSubmitCheckout({ marketId }: { marketId: string }) {
  const queryClient = useQueryClient();
  const pending = useRef<CheckoutAttempt | null>(null);
  const abortable = useAbortable();
  const { mutateAsync, isPending } = useMutation({
    mutationFn: submitCheckout,
    // The checkout screen says itself when a submit is slow, and offers to stop waiting.
    meta: { ownSlowNotice: true },
    onSuccess: (result, { input }) => recordCheckout({ queryClient, ...booked({ marketId, input, result }) }),
  });
  const submit = useCallback(
    async (input: CheckoutInput) => {
      const attempt = attemptFor(pending.current, input);
      pending.current = attempt;
      try {
        const result = await mutateAsync({
          marketId,
          input,
          idempotencyKey: attempt.key,
          signal: abortable.next(),
        });
        pending.current = null;
        return result;
      } catch (error) {
        if (wasAnswered(error)) pending.current = null;
        throw error;
      }
    },
    [marketId, mutateAsync, abortable],
  );
  // The key of the attempt under way (or about to be): a checkout held on the device keeps it, so a first
  // attempt that did arrive is not booked twice.
  const keyFor = useCallback((input: CheckoutInput) => {
    pending.current = attemptFor(pending.current, input);
    return pending.current.key;
  }, []);
  const forget = useCallback(() => {
    pending.current = null;
  }, []);
  return { submit, isPending, cancel: abortable.cancel, keyFor, forget };
}

export function useOverwriteCheckout({
  marketId,
  ownSlowNotice = false,
}: {
  marketId: string;
  /** The screen says itself when the save is slow (and can cancel), instead of the app-wide notice. */
  ownSlowNotice?: boolean;
}) {
  const queryClient = useQueryClient();
  const abortable = useAbortable();
  const mutation = useMutation({
    mutationFn: (input: CheckoutInput) => overwriteCheckout(input, abortable.next()),
    meta: { ownSlowNotice },
    onSuccess: (result, input) => recordCheckout({ queryClient, ...booked({ marketId, input, result }) }),
  });
  return { ...mutation, cancel: abortable.cancel };
}

/** What deleting a checkout needs of it: which one, and the market day and vendor whose mark it clears. */
export type DeletedCheckout = Pick<Transaction, 'id' | 'market_id' | 'market_date' | 'market_vendor_id'>;

export function useDeleteCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transaction: DeletedCheckout) => deleteCheckout(transaction.id),
    onSuccess: (_result, transaction) =>
      recordCheckout({
        queryClient,
        marketId: transaction.market_id,
        marketDate: transaction.market_date.slice(0, 10),
        marketVendorId: transaction.market_vendor_id,
        transactionId: null,
      }),
  });
}
