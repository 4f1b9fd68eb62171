import { createHash, randomUUID } from 'node:crypto';
import {
  type AuditAction,
  CHECKOUT_MESSAGES,
  type CheckoutDraft,
  type CheckoutResult,
  formatDisplayDate,
  salesReportKey,
  type TransactionRecord,
} from '@marketday/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { refuseUnknownCustomFields } from '../../lib/custom-field-rules';
import { conflict, isUniqueViolation, notFound, orNotFound } from '../../lib/http-errors';
import { refuseFutureMarketDay } from '../../lib/market-day-rules';
import { recordAudit, transactionAuditValues } from '../audit';
import { announceReceipt, type ReceiptMail } from '../receipt-answers';
import { appendLedgerEntries, type LedgerAppend } from '../tokens';
import {
  deleteCheckoutRow,
  findStoredAnswer,
  lockCheckoutRow,
  newCheckoutRecord,
  rewriteCheckout,
} from './checkout.repository';
import { bookCheckout } from './checkout-batcher';
import { type CheckoutInputs, readCheckoutInputs } from './checkout-inputs.repository';
import { type PricedCheckout, priceFrom } from './checkout-pricing';
import { refuseUnacceptedTokens } from './checkout-token-rules';
import { checkReportBooking, draftOfReport } from './sales-report-booking';
import { findManagersReport } from './sales-reports.repository';
import { toCheckoutResultJson } from './transactions.mapper';
import { findVendorDayCheckout, getTransaction } from './transactions.repository';

type Actor = { managerId: string; userId: string };
// A checkout booked by a person (the routes hand this in) brings its receipt to the vendor: an inbox notice, and
// e-mail through `mail`. Seeding passes none: the demo's past checkouts send no notices.
type Announce = { receipt?: { mail: ReceiptMail; log: FastifyBaseLogger } | undefined };

// A fresh booking answers with the stored checkout (the route maps it); a retried submit with the answer
// stored the first time, replayed as it was sent.
export type SubmitOutcome =
  | { status: 201; record: TransactionRecord; replay?: never }
  | { status: 200 | 201; replay: CheckoutResult; record?: never };

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

async function conflictFor(db: Database, actor: Actor, draft: CheckoutDraft) {
  const existing = await findVendorDayCheckout({
    db,
    managerId: actor.managerId,
    marketVendorId: draft.marketVendorId,
    marketDate: draft.marketDate,
  });
  if (!existing) return null;
  return conflictWith({
    id: existing.id,
    vendor_name: existing.vendorName,
    market_date: existing.marketDate,
  });
}

function conflictWith(existing: { id: string; vendor_name: string; market_date: string }) {
  return conflict(CHECKOUT_MESSAGES.conflict(existing.vendor_name, formatDisplayDate(existing.market_date)), {
    id: existing.id,
  });
}

// A report confirmed as sent is the same request whichever way it comes (the checkout screen's submit, the confirm
// route): its hash is the report's, so a retry by either path replays the booking.
export function requestHash(marketId: string, draft: CheckoutDraft) {
  const request =
    draft.salesReportId && !draft.adjustReason
      ? { marketId, salesReportId: draft.salesReportId }
      : { marketId, ...draft };
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}

// A key used before answers what it answered then; the same key with another request is refused.
function replayOf(stored: CheckoutInputs['stored'], hash: string) {
  if (!stored) return null;
  if (stored.request_hash !== hash) throw conflict(CHECKOUT_MESSAGES.idempotencyMismatch);
  return {
    status: stored.status_code === 200 ? 200 : 201,
    replay: stored.response as CheckoutResult,
  } as const;
}

async function replay(db: Database, actor: Actor, key: string, hash: string) {
  return replayOf(await findStoredAnswer(db, actor.managerId, key), hash);
}

// One checkout per vendor per market day; a retried submit with the same Idempotency-Key books once.
// Two statements whatever the number of tokens (docs/decisions/020-checkout-write-path.md, 036-request-cost.md),
// each a fixed text prepared once: one read for the key, the pricing and the conflict; then one autocommitted
// statement with the checkout, its token rows, audit row and answer, the token locks (sorted ids) and the ledger
// entries, answering what the receipt notice needs. The answer is the record as written, not read back.
export async function submitCheckout({
  db,
  actor,
  marketId,
  draft,
  idempotencyKey,
  now,
  receipt,
}: Announce & {
  db: Database;
  actor: Actor;
  marketId: string;
  draft: CheckoutDraft;
  idempotencyKey?: string | undefined;
  // The server's clock: the market day must not be after today at the market.
  now: Date;
}): Promise<SubmitOutcome> {
  const hash = requestHash(marketId, draft);
  const inputs = await readCheckoutInputs({
    db,
    managerId: actor.managerId,
    marketId,
    draft,
    idempotencyKey,
  });
  if (idempotencyKey) {
    const previous = replayOf(inputs.stored, hash);
    if (previous) return previous;
  }
  const priced = priceFrom(inputs, draft);
  // priceFrom answered 404 if the manager has no such market.
  const market = inputs.market!;
  refuseFutureMarketDay({ date: draft.marketDate, market, now, field: 'market_date' });
  refuseUnknownCustomFields(draft.customFields, Object.keys(market.custom_fields));
  refuseUnacceptedTokens({ inputs, draft, vendorType: priced.vendor.type });
  if (inputs.existing) throw conflictWith(inputs.existing);
  const booked = await checkReportBooking(db, actor.managerId, draft, priced.totals.moneyOwedCents);
  const created = newCheckoutRecord({ id: randomUUID(), now, priced, draft: booked });
  try {
    // One statement, no transaction around it: the token rows are locked only while it runs (decision 036).
    // Its token lines are the ledger entries giving the tokens back to the manager (returnedTokens' entries).
    const { record, receipt: facts } = await bookCheckout(db, {
      actor,
      record: created,
      // The answer as the API sends it, so a retry gets the same answer (the mapper is the one conversion).
      answer: idempotencyKey
        ? {
            key: idempotencyKey,
            requestHash: hash,
            body: toCheckoutResultJson(created, CHECKOUT_MESSAGES.submitted),
          }
        : undefined,
    });
    // Committed: the vendor is asked to agree to the receipt (a replayed submit never gets here), with what the
    // statement answered of the vendor (no read after it).
    if (receipt) await announceReceipt({ db, transactionId: record.id, now, facts, ...receipt });
    return { status: 201, record };
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
  await lockCheckoutRow(tx, actor.managerId, id);
  return orNotFound(await getTransaction({ db: tx, managerId: actor.managerId, id }));
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
  now,
  receipt,
}: Announce & {
  db: Database;
  actor: Actor;
  marketVendorId: string;
  marketDate: string;
  draft: CheckoutDraft;
  now: Date;
}): Promise<TransactionRecord> {
  const existing = await findVendorDayCheckout({
    db,
    managerId: actor.managerId,
    marketVendorId,
    marketDate,
  });
  if (!existing) throw notFound();
  const dayDraft = { ...draft, marketVendorId, marketDate };
  const inputs = await readCheckoutInputs({
    db,
    managerId: actor.managerId,
    marketId: existing.marketId,
    draft: dayDraft,
  });
  const priced = priceFrom(inputs, dayDraft);
  // Priced first, as a submit is: a report booked as sent must charge what it showed the vendor, else a reason.
  const values = await checkReportBooking(db, actor.managerId, dayDraft, priced.totals.moneyOwedCents);
  const market = inputs.market!;
  refuseFutureMarketDay({ date: marketDate, market, now, field: 'market_date' });
  refuseUnknownCustomFields(
    values.customFields,
    Object.keys(market.custom_fields),
    Object.keys(existing.customFields),
  );
  // Counts already booked on this checkout stay valid; only new or raised counts meet today's rule.
  refuseUnacceptedTokens({
    inputs,
    draft: values,
    vendorType: priced.vendor.type,
    booked: new Map(existing.tokens.map((token) => [token.tokenId, token.count])),
  });
  await db.transaction(async (tx) => {
    const before = await lockCheckout(tx, actor, existing.id);
    // Reversal and new tokens in one append: judged by the net change, so re-saving the same tokens passes.
    await appendLedgerEntries(tx, [
      ...reversedTokens(before, actor, 'Checkout overwritten'),
      ...returnedTokens(existing.id, priced, marketDate, actor),
    ]);
    await rewriteCheckout({ tx, id: existing.id, priced, draft: values, now });
    const after = await getTransaction({ db: tx, managerId: actor.managerId, id: existing.id });
    await auditTransaction(tx, actor, { id: existing.id, action: 'update', before, after });
  });
  // Committed: the new version's receipt goes to the vendor to agree to again.
  if (receipt) await announceReceipt({ db, transactionId: existing.id, now, ...receipt });
  const saved = await getTransaction({ db, managerId: actor.managerId, id: existing.id });
  return saved!;
}

export async function deleteCheckout({ db, actor, id }: { db: Database; actor: Actor; id: string }) {
  const existing = await getTransaction({ db, managerId: actor.managerId, id });
  if (!existing) throw notFound();
  await db.transaction(async (tx) => {
    const before = await lockCheckout(tx, actor, existing.id);
    await appendLedgerEntries(tx, reversedTokens(before, actor, 'Checkout deleted'));
    await deleteCheckoutRow(tx, existing.id);
    await auditTransaction(tx, actor, { id: existing.id, action: 'delete', before, after: null });
  });
}

// One tap at the checkout books the vendor's report as sent, under the report's own key. A confirm of a day
// already booked is a conflict, unless the client repeats the report's key (a retry from the outbox), which
// answers what the first confirm answered.
export async function confirmReport({
  db,
  actor,
  reportId,
  idempotencyKey,
  now,
  receipt,
}: Announce & {
  db: Database;
  actor: Actor;
  reportId: string;
  idempotencyKey?: string | undefined;
  now: Date;
}): Promise<SubmitOutcome> {
  const report = orNotFound(await findManagersReport({ db, managerId: actor.managerId, id: reportId }));
  const key = salesReportKey(report.id);
  const retry = idempotencyKey === key;
  const draft = draftOfReport(report);
  if (!retry) {
    const conflicting = await conflictFor(db, actor, draft);
    if (conflicting) throw conflicting;
  }
  // A confirmed checkout deleted since leaves its key behind: booking the report again goes without a key.
  const stored = retry ? null : await findStoredAnswer(db, actor.managerId, key);
  return submitCheckout({
    db,
    actor,
    marketId: report.marketId,
    draft,
    idempotencyKey: stored ? undefined : key,
    now,
    receipt,
  });
}
