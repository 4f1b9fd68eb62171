import type { CheckoutContext, CheckoutInput, Transaction } from '@marketday/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { transactionKeys } from '@/entities/transactions/transaction-keys';
import { api } from '@/lib/api-client';
import { httpError, networkError } from '@/test/http-errors';
import { checkoutKeys } from './checkout-keys';
import {
  conflictTransactionId,
  overwriteCheckout,
  useDeleteCheckout,
  useOverwriteCheckout,
  useSubmitCheckout,
} from './write-checkout';

const MARKET_ID = '6f1c2f9e-6d1b-4f8e-9a57-1d2f3c4b5a69';
const MARKET_DATE = '2026-11-22';
const MARKET_VENDOR_ID = '11111111-1111-4111-8111-111111111111';
const TRANSACTION_ID = '44444444-4444-4444-8444-444444444444';
const DAY = { marketId: MARKET_ID, marketDate: MARKET_DATE };

const INPUT: CheckoutInput = {
  market_vendor_id: MARKET_VENDOR_ID,
  market_date: MARKET_DATE,
  reported_gross: 500,
  tokens: [],
  custom_fields: {},
};
const RESULT = { message: 'Checkout submitted successfully.', data: { id: TRANSACTION_ID } };
const TRANSACTION = {
  id: TRANSACTION_ID,
  market_id: MARKET_ID,
  market_vendor_id: MARKET_VENDOR_ID,
  market_date: MARKET_DATE,
} as Transaction;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function renderWithClient<T>(hook: () => T) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return { queryClient, result: renderHook(hook, { wrapper }).result };
}

function keyOf(post: ReturnType<typeof vi.spyOn>, call: number): string | undefined {
  const config = post.mock.calls[call]?.[2] as { headers: Record<string, string> } | undefined;
  return config?.headers['Idempotency-Key'];
}

describe('useSubmitCheckout', () => {
  const renderSubmit = () => renderWithClient(() => useSubmitCheckout({ marketId: MARKET_ID })).result;

  it('posts to the market with a fresh Idempotency-Key', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: RESULT });
    const result = renderSubmit();
    await expect(result.current.submit(INPUT)).resolves.toEqual(RESULT);
    expect(post).toHaveBeenCalledWith(`/market-managers/transactions/${MARKET_ID}`, INPUT, {
      headers: { 'Idempotency-Key': expect.stringMatching(UUID) },
      signal: expect.any(AbortSignal),
    });
  });

  it('retries an unanswered attempt with the same key, so the server cannot book it twice', async () => {
    const post = vi
      .spyOn(api, 'post')
      .mockRejectedValueOnce(networkError())
      .mockResolvedValueOnce({ data: RESULT })
      .mockResolvedValueOnce({ data: RESULT });
    const result = renderSubmit();
    await expect(result.current.submit(INPUT)).rejects.toThrow('Network Error');
    await result.current.submit(INPUT);
    expect(keyOf(post, 1)).toBe(keyOf(post, 0));
    // The attempt succeeded: the next checkout, even with the same figures, is a new one.
    await result.current.submit(INPUT);
    expect(keyOf(post, 2)).not.toBe(keyOf(post, 1));
  });

  it('starts a new attempt after the server answered, or when the checkout changed', async () => {
    const post = vi
      .spyOn(api, 'post')
      .mockRejectedValueOnce(httpError(400, { detail: 'Selected vendor not found' }))
      .mockRejectedValueOnce(networkError())
      .mockResolvedValue({ data: RESULT });
    const result = renderSubmit();
    await expect(result.current.submit(INPUT)).rejects.toThrow();
    await expect(result.current.submit(INPUT)).rejects.toThrow();
    expect(keyOf(post, 1)).not.toBe(keyOf(post, 0));
    await result.current.submit({ ...INPUT, reported_gross: 450 });
    expect(keyOf(post, 2)).not.toBe(keyOf(post, 1));
  });
});

describe('overwriteCheckout', () => {
  it('puts the checkout for that vendor and day', async () => {
    const put = vi
      .spyOn(api, 'put')
      .mockResolvedValue({ data: { ...RESULT, message: 'Updated Transaction' } });
    await overwriteCheckout(INPUT);
    expect(put).toHaveBeenCalledWith('/market-managers/transactions/', INPUT, {
      params: { market_vendor_id: MARKET_VENDOR_ID, market_date: MARKET_DATE },
      signal: undefined,
    });
  });
});

describe('every checkout write', () => {
  function seed(queryClient: QueryClient, checkedOut: CheckoutContext['checked_out']) {
    queryClient.setQueryData(checkoutKeys.context(DAY), { checked_out: checkedOut } as CheckoutContext);
    queryClient.setQueryData(transactionKeys.options(), {});
  }
  const checkedOut = (queryClient: QueryClient) =>
    queryClient.getQueryData<CheckoutContext>(checkoutKeys.context(DAY))?.checked_out;
  const isListStale = (queryClient: QueryClient) =>
    queryClient.getQueryState(transactionKeys.options())?.isInvalidated;

  it('marks the vendor checked out for the day and refreshes the transactions, after an overwrite', async () => {
    vi.spyOn(api, 'put').mockResolvedValue({ data: RESULT });
    const { queryClient, result } = renderWithClient(() => useOverwriteCheckout({ marketId: MARKET_ID }));
    seed(queryClient, []);
    await result.current.mutateAsync(INPUT);
    expect(checkedOut(queryClient)).toEqual([
      { market_vendor_id: MARKET_VENDOR_ID, transaction_id: TRANSACTION_ID },
    ]);
    expect(isListStale(queryClient)).toBe(true);
  });

  it('clears the mark and refreshes the transactions after a delete', async () => {
    const remove = vi.spyOn(api, 'delete').mockResolvedValue({ data: { message: 'Deleted' } });
    const { queryClient, result } = renderWithClient(() => useDeleteCheckout());
    seed(queryClient, [{ market_vendor_id: MARKET_VENDOR_ID, transaction_id: TRANSACTION_ID }]);
    await result.current.mutateAsync(TRANSACTION);
    expect(remove).toHaveBeenCalledWith(`/market-managers/transactions/${TRANSACTION_ID}`);
    expect(checkedOut(queryClient)).toEqual([]);
    expect(isListStale(queryClient)).toBe(true);
  });
});

describe('conflictTransactionId', () => {
  it('is the existing id of a 409, and nothing for other errors', () => {
    expect(conflictTransactionId(httpError(409, { detail: 'exists', id: 'abc' }))).toBe('abc');
    expect(conflictTransactionId(httpError(409, { detail: 'exists' }))).toBeNull();
    expect(conflictTransactionId(httpError(400, { id: 'abc' }))).toBeNull();
    expect(conflictTransactionId(networkError())).toBeNull();
  });
});
