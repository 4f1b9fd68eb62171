import { type CheckoutInput, salesReportKey } from '@marketday/shared';
import { httpStatus } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';

export type CheckoutAttempt = { key: string; body: string };

// An attempt the server never answered (network failure, timeout, 5xx) is retried with the same key, so
// a checkout that did reach the server is not booked twice. A changed body is a new attempt. A vendor's report
// confirmed as sent is booked under the report's own key (docs/decisions/034), whichever device sends it.
export function attemptFor(pending: CheckoutAttempt | null, input: CheckoutInput): CheckoutAttempt {
  const body = JSON.stringify(input);
  if (pending && pending.body === body) return pending;
  const confirmsReport = input.sales_report_id && !input.adjust_reason;
  return {
    key: confirmsReport ? salesReportKey(input.sales_report_id as string) : newIdempotencyKey(),
    body,
  };
}

export function wasAnswered(error: unknown): boolean {
  const status = httpStatus(error);
  return status !== undefined && status < 500;
}
