import type { CheckoutContext, CheckoutInput, CheckoutResult } from '@marketday/shared';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { useCallback, useRef } from 'react';
import { api, httpStatus } from '@/lib/api-client';
import { checkoutKeys } from './checkout-keys';

// DESIGN.md §3: every checkout write goes through this module, so checkouts made offline can later be
// queued here and replayed with their Idempotency-Key without double booking.

export type SubmitCheckoutVariables = { marketId: string; input: CheckoutInput; idempotencyKey: string };

export async function submitCheckout({ marketId, input, idempotencyKey }: SubmitCheckoutVariables) {
  const { data } = await api.post<CheckoutResult>(`/market-managers/transactions/${marketId}`, input, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return data;
}

/** Replaces the vendor's checkout for that day (after a 409 conflict). */
export async function overwriteCheckout(input: CheckoutInput) {
  const { data } = await api.put<CheckoutResult>('/market-managers/transactions/', input, {
    params: { market_vendor_id: input.market_vendor_id, market_date: input.market_date },
  });
  return data;
}

/** The existing transaction's id when the server answered 409 Transaction Conflict. */
export function conflictTransactionId(error: unknown): string | null {
  if (!isAxiosError(error) || error.response?.status !== 409) return null;
  const id = (error.response.data as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' && id !== '' ? id : null;
}

// crypto.randomUUID exists only in secure contexts; a phone on the market's LAN over http has none.
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export type CheckoutAttempt = { key: string; body: string };

// An attempt the server never answered (network failure, timeout, 5xx) is retried with the same key, so
// a checkout that did reach the server is not booked twice. A changed body is a new attempt.
export function attemptFor(pending: CheckoutAttempt | null, input: CheckoutInput): CheckoutAttempt {
  const body = JSON.stringify(input);
  return pending && pending.body === body ? pending : { key: newIdempotencyKey(), body };
}

function wasAnswered(error: unknown): boolean {
  const status = httpStatus(error);
  return status !== undefined && status < 500;
}

type RecordArgs = {
  queryClient: QueryClient;
  marketId: string;
  input: CheckoutInput;
  result: CheckoutResult;
};

// Related screens change with every checkout: mark the vendor checked out, refetch the rest.
function recordCheckout({ queryClient, marketId, input, result }: RecordArgs) {
  const ref = { marketId, marketDate: input.market_date };
  queryClient.setQueryData<CheckoutContext>(checkoutKeys.context(ref), (context) =>
    context
      ? {
          ...context,
          checked_out: [
            ...context.checked_out.filter((c) => c.market_vendor_id !== input.market_vendor_id),
            { market_vendor_id: input.market_vendor_id, transaction_id: result.data.id },
          ],
        }
      : context,
  );
  // Literal keys of the transactions, day-report, market and ledger features (no cross-feature imports).
  for (const key of ['transactions', 'day-reports', 'markets', 'token-ledger']) {
    void queryClient.invalidateQueries({ queryKey: [key] });
  }
}
export function useSubmitCheckout({ marketId }: { marketId: string }) {
  const queryClient = useQueryClient();
  const pending = useRef<CheckoutAttempt | null>(null);
  const { mutateAsync, isPending } = useMutation({
    mutationFn: submitCheckout,
    onSuccess: (result, { input }) => recordCheckout({ queryClient, marketId, input, result }),
  });
  const submit = useCallback(
    async (input: CheckoutInput) => {
      const attempt = attemptFor(pending.current, input);
      pending.current = attempt;
      try {
        const result = await mutateAsync({ marketId, input, idempotencyKey: attempt.key });
        pending.current = null;
        return result;
      } catch (error) {
        if (wasAnswered(error)) pending.current = null;
        throw error;
      }
    },
    [marketId, mutateAsync],
  );
  return { submit, isPending };
}

export function useOverwriteCheckout({ marketId }: { marketId: string }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: overwriteCheckout,
    onSuccess: (result, input) => recordCheckout({ queryClient, marketId, input, result }),
  });
}
