import { createHash } from 'node:crypto';
import {
  type BalanceFilter,
  formatCents,
  PAYMENT_MESSAGES,
  type PaymentInputParsed,
} from '@marketday/shared';
import type { Database, ManagerMarket } from '../../db/client';
import {
  badRequest,
  conflict,
  isUniqueViolation,
  orNotFound,
  refuseIfDuplicate,
} from '../../lib/http-errors';
import { findStoredAnswer } from '../transactions';
import {
  type AccountEntryCents,
  type PaymentAnswer,
  type PaymentDraft,
  toPaymentAnswer,
} from './balances.mapper';
import {
  balanceCents,
  chargeEntries,
  checkoutEntries,
  findMarketVendor,
  findOwnMarket,
  listBalances,
  type MarketRef,
} from './balances.repository';
import {
  findPayment,
  insertPayment,
  listPayments,
  lockVendorPayments,
  type PaymentRow,
  storeIdempotentAnswer,
} from './payments.repository';

type Actor = { managerId: string; userId: string };
/** A request's Idempotency-Key with the hash of the request it came with. */
type Idempotency = { key: string; requestHash: string };
type DistributiveOmit<T, K extends keyof T> = T extends unknown ? Omit<T, K> : never;

export async function ownMarketOr404(db: Database, managerId: string, marketId: string): Promise<MarketRef> {
  return orNotFound(await findOwnMarket(db, managerId, marketId));
}

export async function marketBalances({
  db,
  managerId,
  marketId,
  filter,
  search,
}: ManagerMarket & {
  filter: BalanceFilter;
  search?: string | undefined;
}) {
  const market = await ownMarketOr404(db, managerId, marketId);
  const rows = await listBalances({ db, marketId, filter, search });
  let owesCents = 0;
  let owedCents = 0;
  for (const r of rows) {
    const balance = r.owed_cents - r.paid_cents;
    if (balance > 0) owesCents += balance;
    else owedCents -= balance;
  }
  return { market, rows, owesCents, owedCents };
}

// The request as sent (its dollars, not the draft's cents) identifies it under its Idempotency-Key, so answers
// stored before keep matching their retries.
export function paymentRequestHash(marketId: string, input: PaymentInputParsed) {
  return createHash('sha256')
    .update(JSON.stringify({ kind: 'payment', marketId, ...input }))
    .digest('hex');
}

// A key used before answers what it answered then; the same key with another request is refused.
async function storedAnswer(db: Database, managerId: string, { key, requestHash }: Idempotency) {
  const stored = await findStoredAnswer(db, managerId, key);
  if (!stored) return null;
  if (stored.request_hash !== requestHash) throw conflict(PAYMENT_MESSAGES.idempotencyMismatch);
  return stored.response as PaymentAnswer;
}

// A fresh payment answers with the stored row (the route maps it); a retried one with the answer stored the
// first time, replayed as it was sent.
export type PaymentOutcome = { row: PaymentRow; replay?: never } | { replay: PaymentAnswer; row?: never };

/**
 * Records a payment once: a retry with the same Idempotency-Key gets the first answer, and a payment made
 * against a balance that has moved since the form opened (another device paid it) is refused with the new one.
 */
export async function recordPayment({
  db,
  actor,
  marketId,
  draft,
  idempotency,
  today,
}: {
  db: Database;
  actor: Actor;
  marketId: string;
  draft: PaymentDraft;
  idempotency?: Idempotency | undefined;
  today: (timeZone: string) => string;
}): Promise<PaymentOutcome> {
  const market = await ownMarketOr404(db, actor.managerId, marketId);
  if (draft.paidOn > today(market.time_zone)) throw badRequest(PAYMENT_MESSAGES.futureDate);
  const vendor = await findMarketVendor(db, marketId, draft.vendorId);
  if (!vendor) throw badRequest(PAYMENT_MESSAGES.vendorNotAtMarket);
  if (idempotency) {
    const previous = await storedAnswer(db, actor.managerId, idempotency);
    if (previous) return { replay: previous };
  }
  const cents = draft.amountCents;
  try {
    return await db.transaction(async (tx) => {
      // Two payments of one vendor at one market are written one after the other (payments.repository).
      await lockVendorPayments(tx, vendor.market_vendor_id);
      // The same retried save may have been written while this one waited for the lock: answer as it was.
      if (idempotency) {
        const previous = await storedAnswer(tx, actor.managerId, idempotency);
        if (previous) return { replay: previous };
      }
      if (draft.expectedBalanceCents !== undefined) {
        const current = await balanceCents(tx, vendor.market_vendor_id);
        if (current !== draft.expectedBalanceCents) {
          throw conflict(PAYMENT_MESSAGES.balanceChanged(formatCents(current)));
        }
      }
      const id = await insertPayment(tx, {
        managerId: actor.managerId,
        marketId,
        marketVendorId: vendor.market_vendor_id,
        vendorId: draft.vendorId,
        paidOn: draft.paidOn,
        amountCents: draft.direction === 'FROM_VENDOR' ? cents : -cents,
        method: draft.method,
        checkNumber: draft.method === 'CHECK' ? draft.checkNumber : null,
        note: draft.note,
        createdBy: actor.userId,
      });
      const row = await findPayment(tx, actor.managerId, id);
      if (!row) throw new Error('Payment was not stored');
      if (idempotency) {
        await storeIdempotentAnswer(tx, {
          managerId: actor.managerId,
          key: idempotency.key,
          requestHash: idempotency.requestHash,
          // The answer as the API sends it, so a retry gets the same answer (the mapper is the one conversion).
          response: toPaymentAnswer(row, PAYMENT_MESSAGES.recorded),
        });
      }
      return { row };
    });
  } catch (error) {
    // Lost a race with the same retried request: answer as it was answered.
    if (idempotency && isUniqueViolation(error)) {
      const previous = await storedAnswer(db, actor.managerId, idempotency);
      if (previous) return { replay: previous };
    }
    throw error;
  }
}

// A reversing entry: the opposite amount on today's date at the market, pointing at the payment it undoes. The
// unique index on reverses_payment_id makes a second reversal (two taps, two devices) fail, not double.
export async function reversePayment({
  db,
  actor,
  paymentId,
  note,
  today,
}: {
  db: Database;
  actor: Actor;
  paymentId: string;
  note: string | null;
  today: (timeZone: string) => string;
}) {
  const payment = orNotFound(await findPayment(db, actor.managerId, paymentId));
  if (payment.reverses_payment_id) throw conflict(PAYMENT_MESSAGES.reversalOfReversal);
  if (payment.reversed_by_payment_id) throw conflict(PAYMENT_MESSAGES.alreadyReversed);
  const market = await ownMarketOr404(db, actor.managerId, payment.market_id);
  const vendor = orNotFound(await findMarketVendor(db, payment.market_id, payment.vendor_id));
  return refuseIfDuplicate(
    () =>
      insertPayment(db, {
        managerId: actor.managerId,
        marketId: payment.market_id,
        marketVendorId: vendor.market_vendor_id,
        vendorId: payment.vendor_id,
        paidOn: today(market.time_zone),
        amountCents: -payment.amount_cents,
        method: payment.method,
        checkNumber: payment.check_number,
        note,
        reversesPaymentId: payment.id,
        createdBy: actor.userId,
      }),
    conflict(PAYMENT_MESSAGES.alreadyReversed),
  );
}

/**
 * One vendor's account at one market: checkouts, charges and payments by date with the running balance. With a start
 * date the entries before it make the opening balance; the balance always counts from the first entry ever.
 */
export async function vendorAccount({
  db,
  managerId,
  marketId,
  vendorId,
  startDate,
  endDate,
}: ManagerMarket & {
  vendorId: string;
  startDate?: string | undefined;
  endDate?: string | undefined;
}) {
  const market = await ownMarketOr404(db, managerId, marketId);
  const vendor = orNotFound(await findMarketVendor(db, marketId, vendorId));
  const [checkouts, charges, payments] = await Promise.all([
    checkoutEntries(db, vendor.market_vendor_id, endDate),
    chargeEntries(db, vendor.market_vendor_id, endDate),
    listPayments(db, vendor.market_vendor_id, endDate),
  ]);
  const merged: DistributiveOmit<AccountEntryCents, 'balanceCents'>[] = [
    ...checkouts.map((row) => ({ kind: 'CHECKOUT' as const, date: row.market_date, row })),
    ...charges.map((row) => ({ kind: 'CHARGE' as const, date: row.date, row })),
    ...payments.map((row) => ({ kind: 'PAYMENT' as const, date: row.paid_on, row })),
  ];
  // By date; on one date the day's checkout comes first, then its charges (booth fees), then the payments made
  // that day. Each list is already in its own order, and the sort is stable.
  const order = { CHECKOUT: 0, CHARGE: 1, PAYMENT: 2 } as const;
  merged.sort((a, b) => (a.date === b.date ? order[a.kind] - order[b.kind] : a.date < b.date ? -1 : 1));
  let balance = 0;
  let opening = 0;
  const entries: AccountEntryCents[] = [];
  for (const entry of merged) {
    balance +=
      entry.kind === 'CHECKOUT'
        ? entry.row.money_owed_cents
        : entry.kind === 'CHARGE'
          ? entry.row.amount_cents
          : -entry.row.amount_cents;
    if (startDate && entry.date < startDate) opening = balance;
    else entries.push({ ...entry, balanceCents: balance });
  }
  return {
    market,
    vendor: {
      id: vendorId,
      name: vendor.vendor_name,
      receipt_email: vendor.receipt_email,
      language: vendor.language,
    },
    startDate: startDate ?? null,
    endDate: endDate ?? null,
    openingCents: opening,
    entries,
    closingCents: balance,
  };
}
