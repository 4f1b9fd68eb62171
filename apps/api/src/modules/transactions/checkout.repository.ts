import {
  type CheckoutDraft,
  type CheckoutResult,
  salesReportKey,
  type TransactionRecord,
} from '@marketday/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { idempotencyKeys, transactions, transactionTokens } from '../../db/schema';
import { auditInsert, transactionAuditValues } from '../audit';
import { type LedgerAnswer, type LedgerAppend, ledgerAppend, ledgerRefusalOf } from '../tokens';
import type { PricedCheckout } from './checkout-pricing';

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

// The whole booking in one statement, sent on its own (autocommit, no transaction around it): the checkout, its
// token rows, its audit row, with a key the answer to replay, and the ledger entries of the tokens it hands in
// (docs/decisions/036-request-cost.md). The checkout row goes in first, so the one checkout per vendor per day is
// met before any token is locked (a retry waits there holding nothing); then the token rows are locked in id
// order, FOR NO KEY UPDATE, the ledger head read from them, the change judged and appended, and the head moved
// (trigger token_ledger_move_head). The locks are held until the statement ends and commits, never across a
// round trip to the API. A refused change raises (token_ledger_refuse) so that nothing at all is written; it
// is thrown as the API answers it. Answers the custom fields as stored (jsonb orders their keys), so the first
// answer and a replay read alike.
export async function insertCheckout({
  db,
  actor,
  record,
  answer,
  ledger,
}: {
  db: Database;
  actor: Actor;
  record: TransactionRecord;
  answer?: { key: string; requestHash: string; body: CheckoutResult } | undefined;
  // The tokens handed in, coming back to the manager (one entry per line).
  ledger: LedgerAppend[];
}): Promise<TransactionRecord> {
  const checkout = db
    .insert(transactions)
    .values({
      id: record.id,
      managerId: actor.managerId,
      marketId: record.marketId,
      marketVendorId: record.marketVendorId,
      vendorId: record.vendorId,
      marketDate: record.marketDate,
      marketName: record.marketName,
      vendorName: record.vendorName,
      vendorType: record.vendorType,
      reportedGrossCents: record.reportedGrossCents,
      marketFeeCents: record.marketFeeCents,
      govFeeCents: record.govFeeCents,
      tokenTotalCents: record.tokenTotalCents,
      moneyOwedCents: record.moneyOwedCents,
      marketFeeCalculation: record.marketFeeCalculation,
      customFields: record.customFields,
      receiptEmail: record.receiptEmail,
      salesReportId: record.salesReportId ?? null,
      adjustReason: record.adjustReason ?? null,
      createdBy: actor.userId,
      createdAt: record.createdAt,
      updatedAt: record.updatedAt,
    })
    .returning({ customFields: transactions.customFields });
  const parts = [sql`checkout as ${checkout}`];
  if (record.tokens.length > 0) {
    const lines = db.insert(transactionTokens).values(
      record.tokens.map((token) => ({
        transactionId: record.id,
        tokenId: token.tokenId,
        tokenName: token.name,
        count: token.count,
        perDollarValueCents: token.perDollarValueCents,
      })),
    );
    parts.push(sql`token_lines as ${lines}`);
  }
  const audit = auditInsert(db, {
    managerId: actor.managerId,
    actorUserId: actor.userId,
    entity: 'transaction',
    entityId: record.id,
    action: 'create',
    before: null,
    after: transactionAuditValues(record),
  });
  parts.push(sql`audit as ${audit}`);
  if (answer) {
    const stored = db.insert(idempotencyKeys).values({
      managerId: actor.managerId,
      key: answer.key,
      requestHash: answer.requestHash,
      statusCode: 201,
      response: answer.body,
    });
    parts.push(sql`answer as ${stored}`);
  }
  // After the checkout row (the exists reads it, so it is inserted first): the token locks and the ledger append.
  let columns = sql``;
  let append: ReturnType<typeof ledgerAppend> | undefined;
  if (ledger.length > 0) {
    append = ledgerAppend(ledger, { after: sql`exists (select 1 from checkout)`, raise: true });
    parts.push(append.ctes);
    columns = sql`, ${append.columns}`;
  }
  let result: Awaited<ReturnType<Database['execute']>>;
  try {
    result = await db.execute(
      sql`with ${sql.join(parts, sql`, `)} select custom_fields${columns} from checkout`,
    );
  } catch (error) {
    throw ledgerRefusalOf(error) ?? error;
  }
  const [row] = rowsOf<LedgerAnswer & { custom_fields: TransactionRecord['customFields'] }>(result);
  if (!row) throw new Error('Checkout was not stored');
  append?.answer(row);
  return { ...record, customFields: row.custom_fields };
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
