import type { CheckoutInput } from '@marketday/shared';
import { httpStatus } from '@/lib/api-client';

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

export function wasAnswered(error: unknown): boolean {
  const status = httpStatus(error);
  return status !== undefined && status < 500;
}
