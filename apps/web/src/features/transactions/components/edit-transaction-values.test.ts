// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CheckoutDay } from '@/entities/checkout/checkout-money';
import type { TransactionRow } from '@/entities/transactions/transaction-money';
import { editTokens } from './edit-transaction-values';

const SNAP_ID = '33333333-3333-4333-8333-333333333333';
// Only what editTokens reads: the market's tokens, the checkout's vendor type and its counted tokens.
const context = {
  market_tokens: [
    {
      id: SNAP_ID,
      name: 'SNAP',
      value_cents: 100,
      count: 500,
      visual_settings: null,
      program: 'SNAP',
      program_name: null,
      accepted_by: ['NON_PRODUCER'],
    },
  ],
} as unknown as CheckoutDay;

function transaction(vendorType: TransactionRow['vendor_type'], count: number) {
  return {
    vendor_type: vendorType,
    tokens: count ? [{ token_id: SNAP_ID, name: 'SNAP', count, value_cents: 100 }] : [],
  } as unknown as TransactionRow;
}

describe('editTokens and token programs', () => {
  it('says why a producer may not take the token, and that a booked count may be kept or lowered', () => {
    expect(editTokens({ context, transaction: transaction('PRODUCER', 3) })[0]?.notAccepted).toBe(
      'SNAP tokens cannot be accepted by Producer vendors. The count already booked may be kept or lowered.',
    );
    expect(editTokens({ context, transaction: transaction('PRODUCER', 0) })[0]?.notAccepted).toBe(
      'SNAP tokens cannot be accepted by Producer vendors.',
    );
  });

  it('has no note for a vendor type that may take the token', () => {
    expect(
      editTokens({ context, transaction: transaction('NON_PRODUCER', 3) })[0]?.notAccepted,
    ).toBeUndefined();
  });
});
