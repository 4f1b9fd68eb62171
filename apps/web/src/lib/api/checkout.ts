import type { CheckoutContext, CheckoutInput, CheckoutResult, Transaction } from '@marketday/shared';
import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isAxiosError } from 'axios';
import { useCallback, useRef } from 'react';
import { api } from '../api-client';
import { invalidateCheckoutQueries } from '../invalidate-queries';
import { printPdf } from '../print-pdf';
import { checkoutKeys, type MarketDayRef } from '../query-keys';
import { attemptFor, type CheckoutAttempt, wasAnswered } from './checkout-attempt';

// docs/product.md §10: every checkout write goes through this module (the checkout screen and the transactions
// page alike), so checkouts made offline can later be queued here and replayed with their Idempotency-Key
// without double booking.

// The day's market: its vendors, tokens, fees, custom fields, and who is already checked out.
export async function getCheckoutContext({ marketId, marketDate }: MarketDayRef): Promise<CheckoutContext> {
  const { data } = await api.get<CheckoutContext>('/market-managers/checkouts/', {
    params: { market_id: marketId, market_date: marketDate },
  });
  return data;
}

export function checkoutContextQueryOptions(ref: MarketDayRef) {
  return queryOptions({ queryKey: checkoutKeys.context(ref), queryFn: () => getCheckoutContext(ref) });
}

export function useCheckoutContext(ref: MarketDayRef) {
  return useQuery(checkoutContextQueryOptions(ref));
}

export type SubmitCheckoutVariables = { marketId: string; input: CheckoutInput; idempotencyKey: string };

export async function submitCheckout({ marketId, input, idempotencyKey }: SubmitCheckoutVariables) {
  const { data } = await api.post<CheckoutResult>(`/market-managers/transactions/${marketId}`, input, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return data;
}

// Replaces the vendor's checkout for that day (after a 409 conflict, or an edit); a checkout is keyed by
// vendor and market day, and the server recomputes fee, gov fee and money owed.
export async function overwriteCheckout(input: CheckoutInput) {
  const { data } = await api.put<CheckoutResult>('/market-managers/transactions/', input, {
    params: { market_vendor_id: input.market_vendor_id, market_date: input.market_date },
  });
  return data;
}

export async function deleteCheckout(id: string): Promise<{ message: string }> {
  const { data } = await api.delete<{ message: string }>(`/market-managers/transactions/${id}`);
  return data;
}

/** The existing transaction's id when the server answered 409 Transaction Conflict. */
export function conflictTransactionId(error: unknown): string | null {
  if (!isAxiosError(error) || error.response?.status !== 409) return null;
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

export function useSubmitCheckout({ marketId }: { marketId: string }) {
  const queryClient = useQueryClient();
  const pending = useRef<CheckoutAttempt | null>(null);
  const { mutateAsync, isPending } = useMutation({
    mutationFn: submitCheckout,
    onSuccess: (result, { input }) => recordCheckout({ queryClient, ...booked({ marketId, input, result }) }),
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
    onSuccess: (result, input) => recordCheckout({ queryClient, ...booked({ marketId, input, result }) }),
  });
}

export function useDeleteCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (transaction: Transaction) => deleteCheckout(transaction.id),
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

// The manager prints any checkout's receipt; a vendor reads their own through their own endpoint.
export type ReceiptReader = 'manager' | 'vendor';

const RECEIPT_PATHS: Record<ReceiptReader, string> = {
  manager: '/market-managers/transactions/receipt',
  vendor: '/vendors/self/transactions/receipt',
};

/** The receipt PDF, sized by the manager's print settings (docs/product.md §12). */
export async function getReceipt({
  transactionId,
  reader,
}: {
  transactionId: string;
  reader: ReceiptReader;
}): Promise<Blob> {
  const { data } = await api.get<Blob>(RECEIPT_PATHS[reader], {
    params: { transaction_id: transactionId },
    responseType: 'blob',
  });
  return data;
}

/** Fetches a checkout's receipt PDF and opens the browser's print dialog for it. */
export async function printReceipt(receipt: { transactionId: string; reader: ReceiptReader }) {
  await printPdf(await getReceipt(receipt));
}
