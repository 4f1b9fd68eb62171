import type { CheckoutInput } from '@marketday/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/lib/api-client';
import {
  ALPHA,
  buildTransaction,
  httpError,
  MARKET_DATE,
  MARKET_ID,
  networkError,
} from '../testing/checkout-fixtures';
import { conflictTransactionId, overwriteCheckout, useSubmitCheckout } from './submit-checkout';

const INPUT: CheckoutInput = {
  market_vendor_id: ALPHA.market_vendor_id,
  market_date: MARKET_DATE,
  reported_gross: 500,
  tokens: [],
  custom_fields: {},
};
const RESULT = { message: 'Checkout submitted successfully.', data: buildTransaction() };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function renderSubmit() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useSubmitCheckout({ marketId: MARKET_ID }), { wrapper }).result;
}

function keyOf(post: ReturnType<typeof vi.spyOn>, call: number): string | undefined {
  const config = post.mock.calls[call]?.[2] as { headers: Record<string, string> } | undefined;
  return config?.headers['Idempotency-Key'];
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useSubmitCheckout', () => {
  it('posts to the market with a fresh Idempotency-Key', async () => {
    const post = vi.spyOn(api, 'post').mockResolvedValue({ data: RESULT });
    const result = renderSubmit();
    await expect(result.current.submit(INPUT)).resolves.toEqual(RESULT);
    expect(post).toHaveBeenCalledWith(`/market-managers/transactions/${MARKET_ID}`, INPUT, {
      headers: { 'Idempotency-Key': expect.stringMatching(UUID) },
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
      params: { market_vendor_id: ALPHA.market_vendor_id, market_date: MARKET_DATE },
    });
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
