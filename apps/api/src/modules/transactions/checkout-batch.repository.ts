import type { Database } from '../../db/client';
import { LEDGER_REFUSE_RAISED, ledgerChainText } from '../tokens';
import {
  type BookedCheckout,
  bookedFrom,
  CHECKOUT_ANSWER,
  type CheckoutBooking,
  checkoutLines,
  checkoutValues,
  type InsertedCheckout,
} from './checkout.repository';
import { fixedStatement, fixedText } from './fixed-statement.repository';

// Several new checkouts in one statement, for submits that arrived while an earlier write was running
// (checkout-batcher.ts, docs/decisions/043-checkout-batches.md): the same rows as insertCheckout's statement
// writes for each, in one statement and one commit. Every checkout's values come in as one jsonb array (the names
// of checkoutValues) and every token line as another, each line naming its checkout; `ord` numbers the lines
// across the batch, so a token handed in by several checkouts gets its ledger entries in submit order.
//
// Two API processes' batches must never wait on each other crosswise: the rows of unique keys go in sorted (a
// vendor's day, a manager's key), the tokens of the whole batch are locked in id order as every ledger writer does,
// and the rollup triggers upsert in key order (migration 0032). All checkout rows go in before any token is locked
// (`count(*)` reads the whole insert, where `exists` would stop at its first row). A refusal (MD001), a unique
// violation or any other error undoes the whole statement; the batcher then books each checkout on its own, so
// each gets the answer it would have had alone.
const insertCheckoutsStatement = fixedStatement('checkout_insert_batch')`with input as (
  select * from jsonb_to_recordset(${'checkouts'}::jsonb) as c(ord int, id uuid, manager_id uuid, market_id uuid,
    market_vendor_id uuid, vendor_id uuid, market_date date, market_name text, vendor_name text,
    vendor_type vendor_type, reported_gross_cents int, market_fee_cents int, gov_fee_cents int,
    token_total_cents bigint, money_owed_cents bigint, market_fee_calculation text, custom_fields jsonb,
    receipt_email text, sales_report_id uuid, adjust_reason text, created_by uuid, now timestamptz,
    audit_after jsonb, key text, request_hash text, response jsonb)
), checkout as (insert into "transactions" (
    id, manager_id, market_id, market_vendor_id, vendor_id, market_date, market_name, vendor_name, vendor_type,
    reported_gross_cents, market_fee_cents, gov_fee_cents, token_total_cents, money_owed_cents,
    market_fee_calculation, custom_fields, receipt_email, sales_report_id, adjust_reason, created_by, created_at,
    updated_at)
  select id, manager_id, market_id, market_vendor_id, vendor_id, market_date, market_name, vendor_name,
    vendor_type, reported_gross_cents, market_fee_cents, gov_fee_cents, token_total_cents, money_owed_cents,
    market_fee_calculation, custom_fields, receipt_email, sales_report_id, adjust_reason, created_by, now, now
  from input order by market_vendor_id, market_date
  returning id, custom_fields, manager_id, vendor_id
), line as (
  select l.ord, l.transaction_id, l.token_id, l.token_name, l.count, l.per_dollar_value_cents, l.ledger_id
  from jsonb_to_recordset(${'lines'}::jsonb) as l(ord int, transaction_id uuid, token_id uuid, token_name text,
    count int, per_dollar_value_cents int, ledger_id uuid)
), token_lines as (
  insert into transaction_tokens (transaction_id, token_id, token_name, count, per_dollar_value_cents)
  select transaction_id, token_id, token_name, count, per_dollar_value_cents from line
), audit as (
  insert into audit_events (manager_id, vendor_id, actor_user_id, entity, entity_id, action, before, after)
  select manager_id, null, created_by, 'transaction', id, 'create', null, audit_after from input order by ord
), answer as (
  insert into idempotency_keys (manager_id, key, request_hash, status_code, response)
  select manager_id, key, request_hash, 201, response from input where key is not null order by manager_id, key
), entry (ord, id, token_id, market_id, delta, type, market_date, transaction_id, mdr_id, note, created_by) as (
  select l.ord, l.ledger_id, l.token_id, i.market_id, l.count, 'TRANSACTION'::ledger_entry_type, i.market_date,
    i.id, null::uuid, null::text, i.created_by
  from line l join input i on i.id = l.transaction_id
), ${fixedText(ledgerChainText('(select count(*) from checkout) > 0'))}
select c.id, c.custom_fields, ${fixedText(LEDGER_REFUSE_RAISED)},
  ${fixedText(CHECKOUT_ANSWER)}`;

// An error PostgreSQL answered for the statement (it has a severity and a SQLSTATE) means the statement was refused
// and its autocommitted transaction rolled back: nothing was written. Not so for the classes where the server or
// the connection went away (08 connection, 53 resources, 57P shutdown, 58 system, XX internal), nor for an error of
// the client's own (a lost socket): the batch may have committed before its answer was lost, so its checkouts must
// not be booked again.
const OUTCOME_UNKNOWN = /^(08|53|57P|58|XX)/;

export function batchRolledBack(error: unknown): boolean {
  return [error, (error as { cause?: unknown } | null)?.cause].some((e) => {
    const { code, severity } = (e ?? {}) as { code?: unknown; severity?: unknown };
    return (
      typeof severity === 'string' &&
      typeof code === 'string' &&
      /^[0-9A-Z]{5}$/.test(code) &&
      !OUTCOME_UNKNOWN.test(code)
    );
  });
}

/**
 * Books every checkout of `bookings` in one statement, or none: null when nothing was written and each can be
 * booked on its own (the statement was refused, or its values could not be built). An error that leaves the
 * outcome unknown is thrown.
 */
export async function insertCheckouts(
  db: Database,
  bookings: CheckoutBooking[],
): Promise<BookedCheckout[] | null> {
  let values: { checkouts: string; lines: string };
  let lineCount: number;
  try {
    const checkouts = bookings.map((booking, ord) => ({ ord, ...checkoutValues(booking) }));
    let ord = 0;
    const lines = bookings.flatMap(({ record }) =>
      checkoutLines(record).map((line) => ({ ...line, ord: ord++, transaction_id: record.id })),
    );
    values = { checkouts: JSON.stringify(checkouts), lines: JSON.stringify(lines) };
    lineCount = lines.length;
  } catch {
    return null; // Nothing was sent: each checkout meets its own error alone.
  }
  let rows: (InsertedCheckout & { id: string; written: number })[];
  try {
    rows = await insertCheckoutsStatement.run(db, values);
  } catch (error) {
    if (batchRolledBack(error)) return null;
    throw error;
  }
  // Committed: from here on an error must not book them again.
  const byId = new Map(rows.map((row) => [row.id, row]));
  return bookings.map((booking) => {
    const row = byId.get(booking.record.id);
    if (!row || Number(row.written) !== lineCount) throw new Error('Checkout was not stored');
    return bookedFrom(booking, row);
  });
}
