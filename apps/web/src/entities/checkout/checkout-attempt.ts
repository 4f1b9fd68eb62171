import type { CheckoutInput } from '@marketday/shared';
import { httpStatus } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';

export type CheckoutAttempt = { key: string; body: string };

// An attempt the server never answered (network failure, timeout, 5xx) is retried with the same key, so
// a checkout that did reach the server is not booked twice. A changed body is a new attempt.
export function attemptFor(pending: CheckoutAttempt | null, input: CheckoutInput): CheckoutAttempt {
  const body = JSON.stringify(input);
  return pending && pending.body === body ? pending : { key: newIdempotencyKey(), body };
}

export function wasAnswered(error: unknown): boolean {
  const status = httpStatus(error);
  return status !== undefined && status < 500;
}
