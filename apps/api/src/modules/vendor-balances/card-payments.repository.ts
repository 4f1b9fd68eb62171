import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { vendorPayments } from '../../db/schema';
import type { NewPayment } from './payments.repository';

// Vendors' card payments through Stripe Checkout (docs/decisions/035-vendor-card-payments.md).

/** A vendor's place at a market, with what a card payment needs to know of both. */
export type CardPayer = {
  market_vendor_id: string;
  market_id: string;
  market_name: string;
  time_zone: string;
  manager_id: string;
  vendor_id: string;
  vendor_name: string;
  email: string | null;
};

const SELECT_PAYER = sql`
  select mv.id as market_vendor_id, m.id as market_id, m.name as market_name, m.time_zone,
         m.manager_id, v.id as vendor_id, v.business_name as vendor_name,
         coalesce(nullif(trim(v.receipt_email), ''), nullif(trim(u.email), '')) as email
    from market_vendors mv
    join markets m on m.id = mv.market_id
    join vendors v on v.id = mv.vendor_id
    left join users u on u.id = v.user_id`;

/** The vendor at a market they sell at, or null (another vendor's market, or none). */
export async function findPayerAtMarket(db: Database, vendorId: string, marketId: string) {
  const result = await db.execute(
    sql`${SELECT_PAYER} where mv.vendor_id = ${vendorId} and mv.market_id = ${marketId}`,
  );
  return rowsOf<CardPayer>(result)[0] ?? null;
}

/** The vendor's place a Checkout Session was opened for, or null. */
export async function findPayer(db: Database, marketVendorId: string) {
  const result = await db.execute(sql`${SELECT_PAYER} where mv.id = ${marketVendorId}`);
  return rowsOf<CardPayer>(result)[0] ?? null;
}

/**
 * Books the payment of one Checkout Session; a session already booked (the webhook delivered again, or two
 * deliveries at once) leaves the table as it is and answers null: the unique index on the session decides.
 */
export async function insertCardPayment(
  db: Database,
  payment: Omit<NewPayment, 'createdBy'> & { stripeSessionId: string },
) {
  const rows = await db
    .insert(vendorPayments)
    .values(payment)
    .onConflictDoNothing({ target: vendorPayments.stripeSessionId })
    .returning({ id: vendorPayments.id });
  return rows[0]?.id ?? null;
}
