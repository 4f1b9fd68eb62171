import type { CheckoutInput } from '@marketday/shared';

/** A checkout the outbox queues: this vendor's gross on one market day, no tokens or custom fields. */
export function checkoutInput(vendor: string, gross = 100): CheckoutInput {
  return {
    market_vendor_id: vendor,
    market_date: '2026-11-24',
    reported_gross: gross,
    tokens: [],
    custom_fields: {},
  };
}
