import {
  CARD_PAYMENT_MESSAGES,
  CARD_PAYMENT_RETURN,
  CARD_PAYMENT_RETURN_PATH,
  isoDateInZone,
  MIN_CARD_PAYMENT_CENTS,
} from '@marketday/shared';
import type Stripe from 'stripe';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { badRequest, conflict, orNotFound } from '../../lib/http-errors';
import { guardStripe } from '../billing';
import { balanceCents } from './balances.repository';
import { findPayer, findPayerAtMarket, insertCardPayment } from './card-payments.repository';
import { lockVendorPayments } from './payments.repository';

// Vendors pay what they owe a market by card through Stripe Checkout (docs/decisions/035-vendor-card-payments.md).
// Opening a session books nothing: the payment is booked when Stripe's webhook says the session was paid, once per
// session whatever the retries.

/** Card payments need both the API key (to open sessions) and the webhook's secret (to book them). */
export function cardPaymentsEnabled(config: Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET'>) {
  return !!config.STRIPE_SECRET_KEY && !!config.STRIPE_WEBHOOK_SECRET;
}

// Marks our sessions among whatever else the Stripe account's webhook carries.
const PURPOSE = 'vendor_balance';
// Stripe's shortest session life: a session left open cannot be paid after the balance was settled otherwise.
const SESSION_LIFE_S = 30 * 60;

/** Opens a Checkout Session for what the vendor owes the market now, and answers where to pay it. */
export async function openCardPayment({
  db,
  stripe,
  appUrl,
  vendorId,
  marketId,
  now,
}: {
  db: Database;
  // Null without Stripe configured: a market the vendor does not sell at is still not found first.
  stripe: Stripe | null;
  appUrl: string;
  vendorId: string;
  marketId: string;
  now: Date;
}): Promise<string> {
  const payer = orNotFound(await findPayerAtMarket(db, vendorId, marketId));
  if (!stripe) throw conflict(CARD_PAYMENT_MESSAGES.unavailable);
  const owedCents = await balanceCents(db, payer.market_vendor_id);
  if (owedCents <= 0) throw badRequest(CARD_PAYMENT_MESSAGES.nothingOwed);
  if (owedCents < MIN_CARD_PAYMENT_CENTS) throw badRequest(CARD_PAYMENT_MESSAGES.belowMinimum);
  const back = (outcome: string) => {
    const query = new URLSearchParams({ card_payment: outcome, market_id: marketId });
    return `${appUrl}${CARD_PAYMENT_RETURN_PATH}?${query}`;
  };
  const metadata = {
    purpose: PURPOSE,
    market_vendor_id: payer.market_vendor_id,
    market_id: payer.market_id,
    vendor_id: payer.vendor_id,
    manager_id: payer.manager_id,
    amount_cents: String(owedCents),
  };
  const session = await guardStripe(() =>
    stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: owedCents,
            product_data: { name: `${payer.market_name}: balance of ${payer.vendor_name}` },
          },
        },
      ],
      ...(payer.email ? { customer_email: payer.email } : {}),
      client_reference_id: payer.market_vendor_id,
      metadata,
      payment_intent_data: { metadata },
      expires_at: Math.floor(now.getTime() / 1000) + SESSION_LIFE_S,
      success_url: back(CARD_PAYMENT_RETURN.paid),
      cancel_url: back(CARD_PAYMENT_RETURN.cancelled),
    }),
  );
  if (!session.url) throw new Error(`Stripe answered Checkout Session ${session.id} without a URL`);
  return session.url;
}

// A card pays at once (`completed` and paid); a delayed method pays later (`async_payment_succeeded`).
const PAID_EVENTS: readonly string[] = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
];

export type CardPaymentOutcome = 'booked' | 'already booked' | 'ignored';

/**
 * Books a paid session of ours as a CARD payment from the vendor, of the amount Stripe collected, dated today at
 * the market. The same session delivered again (Stripe retries until it hears 200) books nothing more.
 */
export async function bookCardPayment({
  db,
  event,
  now,
}: {
  db: Database;
  event: Stripe.Event;
  now: Date;
}): Promise<CardPaymentOutcome> {
  if (!PAID_EVENTS.includes(event.type)) return 'ignored';
  const session = event.data.object as Stripe.Checkout.Session;
  const metadata = session.metadata ?? {};
  if (metadata.purpose !== PURPOSE || session.payment_status !== 'paid') return 'ignored';
  const amountCents = session.amount_total ?? 0;
  if (amountCents <= 0) return 'ignored';
  const payer = orNotFound(await findPayer(db, metadata.market_vendor_id ?? ''));
  const id = await db.transaction(async (tx) => {
    // In line with the manager's payments of this vendor, so their balance check sees this one.
    await lockVendorPayments(tx, payer.market_vendor_id);
    return insertCardPayment(tx, {
      managerId: payer.manager_id,
      marketId: payer.market_id,
      marketVendorId: payer.market_vendor_id,
      vendorId: payer.vendor_id,
      paidOn: isoDateInZone(now, payer.time_zone),
      amountCents,
      method: 'CARD',
      checkNumber: null,
      note: CARD_PAYMENT_MESSAGES.note,
      stripeSessionId: session.id,
    });
  });
  return id ? 'booked' : 'already booked';
}
