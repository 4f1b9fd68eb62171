import { randomUUID } from 'node:crypto';
import {
  type CheckoutDraft,
  type CheckoutResult,
  salesReportKey,
  type TransactionRecord,
} from '@marketday/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { idempotencyKeys, transactions, transactionTokens } from '../../db/schema';
import { transactionAuditValues } from '../audit';
import type { ReceiptNoticeFacts } from '../receipt-answers';
import { LEDGER_REFUSE_RAISED, ledgerChainText, ledgerRefusalOf } from '../tokens';
import type { PricedCheckout } from './checkout-pricing';
import { fixedStatement, fixedText } from './fixed-statement.repository';

type Actor = { managerId: string; userId: string };

// The stored columns a priced checkout sets, on a new row and on an overwrite alike.
export function checkoutRowValues(priced: PricedCheckout, draft: CheckoutDraft) {
  return {
    reportedGrossCents: priced.grossCents,
    marketFeeCents: priced.totals.marketFeeCents,
    govFeeCents: priced.totals.govFeeCents,
    tokenTotalCents: priced.totals.tokenTotalCents,
    moneyOwedCents: priced.totals.moneyOwedCents,
    marketFeeCalculation: priced.totals.calculation,
    customFields: draft.customFields,
    receiptEmail: draft.receiptEmail || priced.vendor.receiptEmail || null,
    marketName: priced.market.name,
    vendorName: priced.vendor.businessName,
    vendorType: priced.vendor.type,
    // An overwrite with the manager's own figures no longer books the vendor's report.
    salesReportId: draft.salesReportId ?? null,
    adjustReason: draft.adjustReason ?? null,
  };
}

// A new checkout as it will be stored: its id and times are chosen here, so the row, its token rows, the
// audit row and the stored answer can all be written at once and the answer needs no read-back.
export function newCheckoutRecord({
  id,
  now,
  priced,
  draft,
}: {
  id: string;
  now: Date;
  priced: PricedCheckout;
  draft: CheckoutDraft;
}): TransactionRecord {
  const values = checkoutRowValues(priced, draft);
  return {
    id,
    marketId: priced.market.id,
    marketName: values.marketName,
    marketVendorId: priced.marketVendorId,
    vendorId: priced.vendor.id,
    vendorName: values.vendorName,
    vendorType: values.vendorType,
    marketDate: draft.marketDate,
    reportedGrossCents: values.reportedGrossCents,
    marketFeeCents: values.marketFeeCents,
    govFeeCents: values.govFeeCents,
    tokenTotalCents: values.tokenTotalCents,
    moneyOwedCents: values.moneyOwedCents,
    marketFeeCalculation: values.marketFeeCalculation,
    // Listed by name, as a stored checkout reads back (the pricing read sorted them).
    tokens: priced.lines.map((line) => ({
      tokenId: line.tokenId,
      name: line.name,
      count: line.count,
      perDollarValueCents: line.perDollarValueCents,
    })),
    customFields: values.customFields,
    receiptEmail: values.receiptEmail,
    salesReportId: values.salesReportId,
    adjustReason: values.adjustReason,
    createdAt: now,
    updatedAt: now,
  };
}

// The end of a new checkout's statement (one checkout here, a batch in checkout-batch.repository.ts), after its
// first columns: the ledger entries written, and what the receipt notice needs of the vendor and the manager
// (InsertedCheckout), a row per checkout inserted.
export const CHECKOUT_ANSWER = `(select count(*)::int from written) as written,
  m.user_id as manager_user_id, v.user_id as vendor_user_id, u.email as account_email,
  v.receipt_email as vendor_receipt_email, v.settings as vendor_settings
from checkout c
join vendors v on v.id = c.vendor_id
join managers m on m.id = c.manager_id
left join users u on u.id = v.user_id`;

// The whole booking in one statement, sent on its own (autocommit, no transaction around it): the checkout, its
// token rows, its audit row, with a key the answer to replay, and the ledger entries of the tokens it hands in
// (docs/decisions/036-request-cost.md). The checkout row goes in first, so the one checkout per vendor per day is
// met before any token is locked (a retry waits there holding nothing); then the token rows are locked in id
// order, FOR NO KEY UPDATE, the ledger head read from them, the change judged and appended, and the head moved
// (trigger token_ledger_move_head). The locks are held until the statement ends and commits, never across a
// round trip to the API. A refused change raises (token_ledger_refuse) so that nothing at all is written; it
// is thrown as the API answers it.
//
// One fixed text for every checkout, prepared once (fixedStatement): the token lines come in as one jsonb array
// (each line is also the ledger entry giving its tokens back to the manager, +count), the audit values and the
// stored answer as jsonb, the answer inserted only when there is a key. It answers the custom fields as stored
// (jsonb orders their keys, so the first answer and a replay read alike) and what the receipt notice needs of
// the vendor and the manager (receiptNoticeFacts), so the notice reads nothing more after the commit.
const insertCheckoutStatement = fixedStatement(
  'checkout_insert',
)`with checkout as (insert into "transactions" (
    id, manager_id, market_id, market_vendor_id, vendor_id, market_date, market_name, vendor_name, vendor_type,
    reported_gross_cents, market_fee_cents, gov_fee_cents, token_total_cents, money_owed_cents,
    market_fee_calculation, custom_fields, receipt_email, sales_report_id, adjust_reason, created_by, created_at,
    updated_at)
  values (${'id'}::uuid, ${'manager_id'}::uuid, ${'market_id'}::uuid, ${'market_vendor_id'}::uuid,
    ${'vendor_id'}::uuid, ${'market_date'}::date, ${'market_name'}::text, ${'vendor_name'}::text,
    ${'vendor_type'}::vendor_type, ${'reported_gross_cents'}::int, ${'market_fee_cents'}::int,
    ${'gov_fee_cents'}::int, ${'token_total_cents'}::bigint, ${'money_owed_cents'}::bigint,
    ${'market_fee_calculation'}::text, ${'custom_fields'}::jsonb, ${'receipt_email'}::text,
    ${'sales_report_id'}::uuid, ${'adjust_reason'}::text, ${'created_by'}::uuid, ${'now'}::timestamptz,
    ${'now'}::timestamptz)
  returning custom_fields, manager_id, vendor_id
), line as (
  select l.ord, l.token_id, l.token_name, l.count, l.per_dollar_value_cents, l.ledger_id
  from jsonb_to_recordset(${'lines'}::jsonb) as l(ord int, token_id uuid, token_name text, count int,
    per_dollar_value_cents int, ledger_id uuid)
), token_lines as (
  insert into transaction_tokens (transaction_id, token_id, token_name, count, per_dollar_value_cents)
  select ${'id'}::uuid, token_id, token_name, count, per_dollar_value_cents from line
), audit as (
  insert into audit_events (manager_id, vendor_id, actor_user_id, entity, entity_id, action, before, after)
  values (${'manager_id'}::uuid, null, ${'created_by'}::uuid, 'transaction', ${'id'}::uuid, 'create', null,
    ${'audit_after'}::jsonb)
), answer as (
  insert into idempotency_keys (manager_id, key, request_hash, status_code, response)
  select ${'manager_id'}::uuid, ${'key'}::text, ${'request_hash'}::text, 201, ${'response'}::jsonb
  where ${'key'}::text is not null
), entry (ord, id, token_id, market_id, delta, type, market_date, transaction_id, mdr_id, note, created_by) as (
  select ord, ledger_id, token_id, ${'market_id'}::uuid, count, 'TRANSACTION'::ledger_entry_type,
    ${'market_date'}::date, ${'id'}::uuid, null::uuid, null::text, ${'created_by'}::uuid
  from line
), ${fixedText(ledgerChainText('exists (select 1 from checkout)'))}
select c.custom_fields, ${fixedText(LEDGER_REFUSE_RAISED)},
  ${fixedText(CHECKOUT_ANSWER)}`;

export type CheckoutBooking = {
  actor: Actor;
  record: TransactionRecord;
  answer?: { key: string; requestHash: string; body: CheckoutResult } | undefined;
};
export type BookedCheckout = { record: TransactionRecord; receipt: ReceiptNoticeFacts };

// Tokens are handed in: each line comes back to the manager as one ledger entry (+count), in the record's order.
export function checkoutLines(record: TransactionRecord) {
  return record.tokens.map((token, ord) => ({
    ord,
    token_id: token.tokenId,
    token_name: token.name,
    count: token.count,
    per_dollar_value_cents: token.perDollarValueCents,
    ledger_id: randomUUID(),
  }));
}

// The values of one checkout's row, audit row and stored answer, by the statements' parameter names (the batch
// statement reads the same names from its jsonb: checkout-batch.repository.ts).
export function checkoutValues({ actor, record, answer }: CheckoutBooking) {
  return {
    id: record.id,
    manager_id: actor.managerId,
    market_id: record.marketId,
    market_vendor_id: record.marketVendorId,
    vendor_id: record.vendorId,
    market_date: record.marketDate,
    market_name: record.marketName,
    vendor_name: record.vendorName,
    vendor_type: record.vendorType,
    reported_gross_cents: record.reportedGrossCents,
    market_fee_cents: record.marketFeeCents,
    gov_fee_cents: record.govFeeCents,
    token_total_cents: record.tokenTotalCents,
    money_owed_cents: record.moneyOwedCents,
    market_fee_calculation: record.marketFeeCalculation,
    custom_fields: record.customFields,
    receipt_email: record.receiptEmail,
    sales_report_id: record.salesReportId ?? null,
    adjust_reason: record.adjustReason ?? null,
    created_by: actor.userId,
    now: record.createdAt.toISOString(),
    audit_after: transactionAuditValues(record),
    key: answer?.key ?? null,
    request_hash: answer?.requestHash ?? null,
    response: answer ? answer.body : null,
  };
}

export type InsertedCheckout = {
  custom_fields: TransactionRecord['customFields'];
  manager_user_id: string;
  vendor_user_id: string | null;
  account_email: string | null;
  vendor_receipt_email: string | null;
  vendor_settings: ReceiptNoticeFacts['settings'];
};

// The record as stored and what the receipt notice needs, from a checkout's row of the write's answer.
export function bookedFrom({ actor, record }: CheckoutBooking, row: InsertedCheckout): BookedCheckout {
  return {
    record: { ...record, customFields: row.custom_fields },
    receipt: {
      managerId: actor.managerId,
      managerUserId: row.manager_user_id,
      marketName: record.marketName,
      marketDate: record.marketDate,
      version: 1,
      vendorUserId: row.vendor_user_id,
      accountEmail: row.account_email,
      vendorReceiptEmail: row.vendor_receipt_email,
      settings: row.vendor_settings,
    },
  };
}

export async function insertCheckout(db: Database, booking: CheckoutBooking): Promise<BookedCheckout> {
  const lines = checkoutLines(booking.record);
  const values = checkoutValues(booking);
  let rows: (InsertedCheckout & { written: number })[];
  try {
    rows = await insertCheckoutStatement.run(db, {
      ...values,
      custom_fields: JSON.stringify(values.custom_fields),
      audit_after: JSON.stringify(values.audit_after),
      response: values.response && JSON.stringify(values.response),
      lines: JSON.stringify(lines),
    });
  } catch (error) {
    throw ledgerRefusalOf(error) ?? error;
  }
  const [row] = rows;
  if (!row) throw new Error('Checkout was not stored');
  if (Number(row.written) !== lines.length) throw new Error('Ledger entry was not written');
  return bookedFrom(booking, row);
}

// The answer stored under a manager's Idempotency-Key, with the hash of the request it answered; null if none.
// A checkout's key and a vendor payment's share the table (vendor-balances reads them here too).
export async function findStoredAnswer(
  db: Database,
  managerId: string,
  key: string,
): Promise<{ request_hash: string; status_code: number; response: unknown } | null> {
  const [stored] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.managerId, managerId), eq(idempotencyKeys.key, key)));
  return stored
    ? { request_hash: stored.requestHash, status_code: stored.statusCode, response: stored.response }
    : null;
}

async function insertTokenRows(tx: Database, transactionId: string, priced: PricedCheckout) {
  if (priced.lines.length === 0) return;
  await tx.insert(transactionTokens).values(
    priced.lines.map((l) => ({
      transactionId,
      tokenId: l.tokenId,
      tokenName: l.name,
      count: l.count,
      perDollarValueCents: l.perDollarValueCents,
    })),
  );
}

// Takes the manager's checkout for the rest of the transaction (an edit or a delete).
export async function lockCheckoutRow(tx: Database, managerId: string, id: string) {
  await tx
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.id, id), eq(transactions.managerId, managerId)))
    .for('update');
}

// An overwrite's rows: the checkout's priced columns, and its token rows replaced by the new ones.
export async function rewriteCheckout({
  tx,
  id,
  priced,
  draft,
  now,
}: {
  tx: Database;
  id: string;
  priced: PricedCheckout;
  draft: CheckoutDraft;
  now: Date;
}) {
  await tx
    .update(transactions)
    // A new version: the vendor's agreement was to the previous one (receipt_acknowledgements).
    .set({ ...checkoutRowValues(priced, draft), version: sql`${transactions.version} + 1`, updatedAt: now })
    .where(eq(transactions.id, id));
  await tx.delete(transactionTokens).where(eq(transactionTokens.transactionId, id));
  await insertTokenRows(tx, id, priced);
}

// A checkout that booked a vendor's report takes the report's key with it: confirming the report again books it
// anew instead of replaying a booking that is gone (docs/decisions/034). Other keys keep their answers.
export async function deleteCheckoutRow(tx: Database, id: string) {
  const [gone] = await tx
    .delete(transactions)
    .where(eq(transactions.id, id))
    .returning({ managerId: transactions.managerId, salesReportId: transactions.salesReportId });
  if (gone?.salesReportId)
    await tx
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.managerId, gone.managerId),
          eq(idempotencyKeys.key, salesReportKey(gone.salesReportId)),
        ),
      );
}
