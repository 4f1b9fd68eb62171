import { PAYMENT_METHODS } from '@marketday/shared';
import {
  type AnyPgColumn,
  bigint,
  date,
  index,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id } from './columns';
import { vendorMoneyParties } from './market-vendor-columns';
import { createdByAt } from './users';

export const paymentMethodEnum = pgEnum('payment_method', PAYMENT_METHODS);

// Money that changed hands between a market and a vendor outside a checkout (docs/product.md, "Vendor
// balances and payments"). Append-only like the token ledger: a mistake is undone by a reversing row.
export const vendorPayments = pgTable(
  'vendor_payments',
  {
    id: id(),
    ...vendorMoneyParties(),
    paidOn: date('paid_on').notNull(),
    // Signed like money owed: positive, the vendor paid the market; negative, the market paid the vendor.
    // A vendor's balance is then Σ money owed − Σ amount.
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    method: paymentMethodEnum('method').notNull(),
    checkNumber: text('check_number'),
    note: text('note'),
    // A reversing entry carries the opposite amount and points at the payment it undoes, at most once.
    reversesPaymentId: uuid('reverses_payment_id').references((): AnyPgColumn => vendorPayments.id, {
      onDelete: 'cascade',
    }),
    // A card payment made through Stripe Checkout: its session, so a webhook delivered twice books once.
    stripeSessionId: text('stripe_session_id'),
    ...createdByAt(),
  },
  (t) => [
    uniqueIndex('vendor_payments_stripe_session_uq').on(t.stripeSessionId),
    index('vendor_payments_market_vendor_idx').on(t.marketVendorId, t.paidOn),
    index('vendor_payments_vendor_idx').on(t.vendorId),
    uniqueIndex('vendor_payments_reverses_uq').on(t.reversesPaymentId),
  ],
);
