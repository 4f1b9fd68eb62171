import { createHash } from 'node:crypto';
import {
  type AuditAction,
  CHECKOUT_MESSAGES,
  type CheckoutDraft,
  type CheckoutResult,
  formatDisplayDate,
  type TransactionRecord,
} from '@marketday/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { idempotencyKeys, transactions, transactionTokens } from '../../db/schema';
import { conflict, isUniqueViolation, notFound } from '../../lib/http-errors';
import { recordAudit } from '../audit/audit.repository';
import { transactionAuditValues } from '../audit/audit-values';
import { appendLedgerEntries, type LedgerAppend } from '../tokens/ledger.repository';
import { type PricedCheckout, priceCheckout } from './checkout-pricing';
import { toCheckoutResultJson } from './transactions.mapper';
import { findTransaction, getTransaction } from './transactions.repository';

type Actor = { managerId: string; userId: string };

// A fresh booking answers with the stored checkout (the route maps it); a retried submit with the answer
// stored the first time, replayed as it was sent.
export type SubmitOutcome =
  | { status: 201; record: TransactionRecord; replay?: never }
  | { status: 200 | 201; replay: CheckoutResult; record?: never };

function rowValues(priced: PricedCheckout, draft: CheckoutDraft) {
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
  };
}

// Tokens handed in at checkout come back to the manager: +count each (reversals are in reversedTokens).
function returnedTokens(
  transactionId: string,
  priced: PricedCheckout,
  marketDate: string,
  actor: Actor,
): LedgerAppend[] {
  return priced.lines.map((line) => ({
    tokenId: line.tokenId,
    marketId: priced.market.id,
    delta: line.count,
    type: 'TRANSACTION' as const,
    marketDate,
    transactionId,
    createdBy: actor.userId,
  }));
}

async function writeTokens(
  tx: Database,
  transactionId: string,
  priced: PricedCheckout,
  marketDate: string,
  actor: Actor,
) {
  await appendLedgerEntries(tx, returnedTokens(transactionId, priced, marketDate, actor));
}

async function conflictFor(db: Database, actor: Actor, draft: CheckoutDraft) {
  const existing = await findTransaction({
    db,
    managerId: actor.managerId,
    where: and(
      eq(transactions.marketVendorId, draft.marketVendorId),
      eq(transactions.marketDate, draft.marketDate),
    )!,
  });
  if (!existing) return null;
  return conflict(CHECKOUT_MESSAGES.conflict(existing.vendorName, formatDisplayDate(existing.marketDate)), {
    id: existing.id,
  });
}

export function requestHash(marketId: string, draft: CheckoutDraft) {
  return createHash('sha256')
    .update(JSON.stringify({ marketId, ...draft }))
    .digest('hex');
}

async function replay(db: Database, actor: Actor, key: string, hash: string) {
  const [stored] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.managerId, actor.managerId), eq(idempotencyKeys.key, key)));
  if (!stored) return null;
  if (stored.requestHash !== hash) throw conflict(CHECKOUT_MESSAGES.idempotencyMismatch);
  return {
    status: stored.statusCode === 200 ? 200 : 201,
    replay: stored.response as CheckoutResult,
  } as const;
}

// One checkout per vendor per market day; a retried submit with the same Idempotency-Key books once.
export async function submitCheckout({
  db,
  actor,
  marketId,
  draft,
  idempotencyKey,
}: {
  db: Database;
  actor: Actor;
  marketId: string;
  draft: CheckoutDraft;
  idempotencyKey?: string | undefined;
}): Promise<SubmitOutcome> {
  const hash = requestHash(marketId, draft);
  if (idempotencyKey) {
    const previous = await replay(db, actor, idempotencyKey, hash);
    if (previous) return previous;
  }
  const priced = await priceCheckout({ db, managerId: actor.managerId, marketId, draft });
  const found = await conflictFor(db, actor, draft);
  if (found) throw found;
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(transactions)
        .values({
          managerId: actor.managerId,
          marketId,
          marketVendorId: priced.marketVendorId,
          vendorId: priced.vendor.id,
          marketDate: draft.marketDate,
          createdBy: actor.userId,
          ...rowValues(priced, draft),
        })
        .returning({ id: transactions.id });
      if (!row) throw new Error('Checkout was not stored');
      await insertTokenRows(tx, row.id, priced);
      await writeTokens(tx, row.id, priced, draft.marketDate, actor);
      const created = (await getTransaction({ db: tx, managerId: actor.managerId, id: row.id }))!;
      await auditTransaction(tx, actor, { id: row.id, action: 'create', before: null, after: created });
      if (idempotencyKey) {
        // The answer as the API sends it, so a retry gets the same bytes (the mapper is the one conversion).
        const body = toCheckoutResultJson(created, CHECKOUT_MESSAGES.submitted);
        await tx.insert(idempotencyKeys).values({
          managerId: actor.managerId,
          key: idempotencyKey,
          requestHash: hash,
          statusCode: 201,
          response: body,
        });
      }
      return row.id;
    });
    const saved = await getTransaction({ db, managerId: actor.managerId, id });
    return { status: 201, record: saved! };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Lost a race: either the same submit (answer as before) or another checkout of this vendor today.
    if (idempotencyKey) {
      const previous = await replay(db, actor, idempotencyKey, hash);
      if (previous) return previous;
    }
    throw (await conflictFor(db, actor, draft)) ?? error;
  }
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

function auditTransaction(
  tx: Database,
  actor: Actor,
  change: {
    id: string;
    action: AuditAction;
    before: TransactionRecord | null;
    after: TransactionRecord | null;
  },
) {
  return recordAudit(tx, {
    managerId: actor.managerId,
    actorUserId: actor.userId,
    entity: 'transaction',
    entityId: change.id,
    action: change.action,
    before: change.before && transactionAuditValues(change.before),
    after: change.after && transactionAuditValues(change.after),
  });
}

// Edits and deletes lock the checkout first and read it again, so the tokens reversed and the "before"
// of the audit row are the committed values, even when two edits race.
async function lockCheckout(tx: Database, actor: Actor, id: string) {
  await tx
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.id, id), eq(transactions.managerId, actor.managerId)))
    .for('update');
  const current = await getTransaction({ db: tx, managerId: actor.managerId, id });
  if (!current) throw notFound();
  return current;
}

// Deleting or overwriting a checkout takes its tokens back out of the manager's hands, which the ledger
// refuses when they are no longer there (e.g. already withdrawn for another market day).
function reversedTokens(existing: TransactionRecord, actor: Actor, note: string): LedgerAppend[] {
  return existing.tokens.map((token) => ({
    tokenId: token.tokenId,
    marketId: existing.marketId,
    delta: -token.count,
    type: 'TRANSACTION' as const,
    marketDate: existing.marketDate,
    transactionId: existing.id,
    createdBy: actor.userId,
    note,
  }));
}

// The Overwrite of the Transaction Conflict dialog: the old token entries are reversed, never edited.
export async function overwriteCheckout({
  db,
  actor,
  marketVendorId,
  marketDate,
  draft,
}: {
  db: Database;
  actor: Actor;
  marketVendorId: string;
  marketDate: string;
  draft: CheckoutDraft;
}): Promise<TransactionRecord> {
  const existing = await findTransaction({
    db,
    managerId: actor.managerId,
    where: and(eq(transactions.marketVendorId, marketVendorId), eq(transactions.marketDate, marketDate))!,
  });
  if (!existing) throw notFound();
  const values: CheckoutDraft = { ...draft, marketVendorId, marketDate };
  const priced = await priceCheckout({
    db,
    managerId: actor.managerId,
    marketId: existing.marketId,
    draft: values,
  });
  await db.transaction(async (tx) => {
    const before = await lockCheckout(tx, actor, existing.id);
    // Reversal and new tokens in one append: judged by the net change, so re-saving the same tokens passes.
    await appendLedgerEntries(tx, [
      ...reversedTokens(before, actor, 'Checkout overwritten'),
      ...returnedTokens(existing.id, priced, marketDate, actor),
    ]);
    await tx
      .update(transactions)
      .set({ ...rowValues(priced, values), updatedAt: new Date() })
      .where(eq(transactions.id, existing.id));
    await tx.delete(transactionTokens).where(eq(transactionTokens.transactionId, existing.id));
    await insertTokenRows(tx, existing.id, priced);
    const after = await getTransaction({ db: tx, managerId: actor.managerId, id: existing.id });
    await auditTransaction(tx, actor, { id: existing.id, action: 'update', before, after });
  });
  const saved = await getTransaction({ db, managerId: actor.managerId, id: existing.id });
  return saved!;
}

export async function deleteCheckout({ db, actor, id }: { db: Database; actor: Actor; id: string }) {
  const existing = await getTransaction({ db, managerId: actor.managerId, id });
  if (!existing) throw notFound();
  await db.transaction(async (tx) => {
    const before = await lockCheckout(tx, actor, existing.id);
    await appendLedgerEntries(tx, reversedTokens(before, actor, 'Checkout deleted'));
    await tx.delete(transactions).where(eq(transactions.id, existing.id));
    await auditTransaction(tx, actor, { id: existing.id, action: 'delete', before, after: null });
  });
}
