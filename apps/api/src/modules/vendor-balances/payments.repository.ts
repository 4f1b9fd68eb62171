import type { PaymentMethod } from '@marketday/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { idempotencyKeys, vendorPayments } from '../../db/schema';

export type PaymentRow = {
  id: string;
  market_id: string;
  vendor_id: string;
  paid_on: string;
  amount_cents: number;
  method: PaymentMethod;
  check_number: string | null;
  note: string | null;
  reverses_payment_id: string | null;
  reversed_by_payment_id: string | null;
  recorded_by: string | null;
  created_at: string;
};

const SELECT_PAYMENTS = sql`
  select p.id, p.market_id, p.vendor_id, p.paid_on::text as paid_on, p.amount_cents::float8 as amount_cents,
         p.method, p.check_number, p.note, p.reverses_payment_id, r.id as reversed_by_payment_id,
         u.username as recorded_by, to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at
    from vendor_payments p
    left join vendor_payments r on r.reverses_payment_id = p.id
    left join users u on u.id = p.created_by`;

/** A vendor's payments at one market, oldest first (the order of the running balance). */
export async function listPayments(db: Database, marketVendorId: string, endDate?: string) {
  const until = endDate ? sql`and p.paid_on <= ${endDate}::date` : sql``;
  const result = await db.execute(
    sql`${SELECT_PAYMENTS} where p.market_vendor_id = ${marketVendorId} ${until} order by p.paid_on, p.created_at, p.id`,
  );
  return rowsOf<PaymentRow>(result);
}

export async function findPayment(db: Database, managerId: string, id: string) {
  const result = await db.execute(sql`${SELECT_PAYMENTS} where p.id = ${id} and p.manager_id = ${managerId}`);
  return rowsOf<PaymentRow & { market_vendor_id?: string }>(result)[0] ?? null;
}

/** Every payment of the vendor at each market they sell at, for their own transactions page. */
export async function listVendorPayments(db: Database, vendorId: string) {
  const result = await db.execute(
    sql`${SELECT_PAYMENTS} where p.vendor_id = ${vendorId} order by p.paid_on desc, p.created_at desc, p.id`,
  );
  return rowsOf<PaymentRow>(result);
}

export type NewPayment = {
  managerId: string;
  marketId: string;
  marketVendorId: string;
  vendorId: string;
  paidOn: string;
  amountCents: number;
  method: PaymentMethod;
  checkNumber: string | null;
  note: string | null;
  reversesPaymentId?: string;
  createdBy: string;
};

export async function insertPayment(db: Database, payment: NewPayment) {
  const [row] = await db.insert(vendorPayments).values(payment).returning({ id: vendorPayments.id });
  return row!.id;
}

// Takes the vendor's place for a payment: two payments of one vendor at one market are written one after the
// other, so the second sees the first in the balance it checks.
const PAYMENT_LOCK_SPACE = 7308;

export async function lockVendorPayments(tx: Database, marketVendorId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${PAYMENT_LOCK_SPACE}, hashtext(${marketVendorId}))`);
}

// Keeps a 201 answer under the key, so a retry gets the same answer. Fails on a key already used.
export async function storeIdempotentAnswer(
  tx: Database,
  answer: { managerId: string; key: string; requestHash: string; response: unknown },
) {
  await tx.insert(idempotencyKeys).values({ ...answer, statusCode: 201 });
}
