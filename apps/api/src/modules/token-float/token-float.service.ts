import { createHash } from 'node:crypto';
import {
  MAX_REPORT_AMOUNT_DOLLARS,
  TERMINALS,
  type Terminal,
  TOKEN_FLOAT_MESSAGES,
  type TokenEntryAuditValues,
  type TokenFloatEntry,
  type TokenFloatEntryRecord,
  type TokenFloatLineRecord,
  todayAtMarket,
} from '@marketday/shared';
import type { Database } from '../../db/client';
import { badRequest, conflict, isUniqueViolation, notFound, orNotFound } from '../../lib/http-errors';
import { refuseFutureMarketDay } from '../../lib/market-day-rules';
import { recordAudit } from '../audit';
import { findStoredAnswer } from '../transactions';
import {
  type FloatEntryDraft,
  type TokenCount,
  type TokenFloatDayRecord,
  toFloatEntryJson,
} from './token-float.mapper';
import {
  dayReportDistributed,
  deleteFloatEntry,
  findFloatEntry,
  findMarketToken,
  findOwnMarket,
  insertFloatEntry,
  listDayBatches,
  listDayEntries,
  listMarketTokens,
  lockToken,
  lockTokensForLedger,
  storeIdempotentAnswer,
  type TokenDayRow,
  tokenDays,
  tokenFigures,
  writeBatch,
} from './token-float.repository';

// The token float (docs/product.md §20): what the info booth handed to shoppers and took back, against what the
// vendors redeemed at checkout. Outstanding = issued − redeemed − refunded, per token, as of a market date.

type Scope = { db: Database; managerId: string; marketId: string };
type Actor = { managerId: string; userId: string };
/** A request's Idempotency-Key with the hash of the request it came with. */
type Idempotency = { key: string; requestHash: string };

const MAX_AMOUNT_CENTS = MAX_REPORT_AMOUNT_DOLLARS * 100;
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

async function ownMarket({ db, managerId, marketId }: Scope) {
  return orNotFound(await findOwnMarket(db, managerId, marketId));
}

/**
 * Every token of the market with what was issued, redeemed and refunded over the market dates up to `asOf`
 * (YYYY-MM-DD), and what the shoppers still hold: live tokens always, a retired one only when it has figures.
 * Outstanding may be negative (the booth recorded fewer than the vendors handed in): it is answered as it is.
 * The caller has checked the market is the manager's.
 */
export async function tokensOutstanding({
  db,
  marketId,
  asOf,
}: {
  db: Database;
  marketId: string;
  asOf: string;
}): Promise<TokenFloatLineRecord[]> {
  const [tokens, figures] = await Promise.all([
    listMarketTokens(db, marketId),
    tokenFigures(db, { marketId, to: asOf }),
  ]);
  const byToken = new Map(figures.map((f) => [f.token_id, f]));
  return tokens.flatMap((token) => {
    const f = byToken.get(token.id);
    const issued = Number(f?.issued ?? 0);
    const redeemed = Number(f?.redeemed ?? 0);
    const refunded = Number(f?.refunded ?? 0);
    if (token.retired && issued === 0 && redeemed === 0 && refunded === 0) return [];
    const outstanding = issued - redeemed - refunded;
    return [
      {
        tokenId: token.id,
        name: token.name,
        program: token.program,
        valueCents: token.valueCents,
        retired: token.retired,
        issued,
        redeemed,
        refunded,
        outstanding,
        outstandingValueCents: outstanding * token.valueCents,
      },
    ];
  });
}

/** The float of the manager's market as of a date (today at the market when none is given). */
export async function getTokenFloat({
  asOf,
  now,
  ...scope
}: Scope & { asOf?: string | undefined; now: Date }) {
  const market = await ownMarket(scope);
  const date = asOf ?? todayAtMarket(market, now);
  return {
    marketId: market.id,
    asOf: date,
    lines: await tokensOutstanding({ db: scope.db, marketId: market.id, asOf: date }),
  };
}

function terminalDay(
  terminal: Terminal,
  entries: readonly TokenFloatEntryRecord[],
  batches: ReadonlyMap<Terminal, number>,
) {
  const entriesCents = entries
    .filter((e) => e.method === terminal)
    .reduce((sum, e) => sum + (e.kind === 'ISSUE' ? e.amountCents : -e.amountCents), 0);
  const batchCents = batches.get(terminal) ?? null;
  return {
    terminal,
    batchCents,
    entriesCents,
    varianceCents: batchCents === null ? null : batchCents - entriesCents,
  };
}

/**
 * The info booth's day: its entries (newest first), each terminal's batch total against the entries taken on it,
 * and the day's tokens issued and refunded per token. Issued follows the one-truth rule: the day's ISSUE entries
 * when it has any float entry, else its day report's tokens distributed.
 */
export async function getFloatDay({
  date,
  ...scope
}: Scope & { date: string }): Promise<TokenFloatDayRecord> {
  const market = await ownMarket(scope);
  const { db } = scope;
  const [entries, batches, tokens] = await Promise.all([
    listDayEntries(db, market.id, date),
    listDayBatches(db, market.id, date),
    listMarketTokens(db, market.id),
  ]);
  const sums = (kind: 'ISSUE' | 'REFUND') => {
    const counts = new Map<string, number>();
    for (const e of entries)
      if (e.kind === kind) counts.set(e.tokenId, (counts.get(e.tokenId) ?? 0) + e.count);
    return counts;
  };
  const issuedCounts =
    entries.length > 0
      ? sums('ISSUE')
      : new Map((await dayReportDistributed(db, market.id, date)).map((r) => [r.token_id, Number(r.count)]));
  const perToken = (counts: ReadonlyMap<string, number>): TokenCount[] =>
    tokens.flatMap((t) => {
      const count = counts.get(t.id) ?? 0;
      return count > 0 ? [{ tokenId: t.id, name: t.name, count }] : [];
    });
  const batchTotals = new Map(batches.map((b) => [b.terminal, b.totalCents]));
  return {
    marketId: market.id,
    date,
    entries,
    terminals: TERMINALS.map((terminal) => terminalDay(terminal, entries, batchTotals)),
    issued: perToken(issuedCounts),
    refunded: perToken(sums('REFUND')),
  };
}

// The request as sent identifies it under its Idempotency-Key, so a retried tap answers as the first did.
export function floatEntryRequestHash(marketId: string, body: unknown) {
  return createHash('sha256')
    .update(JSON.stringify({ kind: 'token-float-entry', marketId, body }))
    .digest('hex');
}

async function storedAnswer(db: Database, managerId: string, { key, requestHash }: Idempotency) {
  const stored = await findStoredAnswer(db, managerId, key);
  if (!stored) return null;
  if (stored.request_hash !== requestHash) throw conflict(TOKEN_FLOAT_MESSAGES.idempotencyMismatch);
  return stored.response as { message: string; data: TokenFloatEntry };
}

// Hand-entered token counts are audited as the token ledger's are (entity token_entry, the audit trail has no
// entity of its own for the float): the entry's count, + for an issue and − for a refund, its date and note.
function entryAuditValues(entry: TokenFloatEntryRecord): TokenEntryAuditValues {
  return {
    token_id: entry.tokenId,
    token_name: entry.tokenName,
    count: entry.count,
    delta: entry.kind === 'ISSUE' ? entry.count : -entry.count,
    market_date: entry.marketDate,
    note: entry.note,
  };
}

function auditEntry(tx: Database, actor: Actor, entry: TokenFloatEntryRecord, action: 'create' | 'delete') {
  const values = entryAuditValues(entry);
  return recordAudit(tx, {
    managerId: actor.managerId,
    actorUserId: actor.userId,
    entity: 'token_entry',
    entityId: entry.id,
    action,
    before: action === 'delete' ? values : null,
    after: action === 'create' ? values : null,
  });
}

export type FloatEntryOutcome =
  | { record: TokenFloatEntryRecord; replay?: never }
  | { replay: { message: string; data: TokenFloatEntry }; record?: never };

const fieldError = (path: string, message: string) => badRequest(message, { errors: [{ path, message }] });

/**
 * Records one issue or refund of the info booth. The token must be a live token of the market, the date today or
 * earlier at the market; the amount defaults to count × the token's value. A refund that would leave the token's
 * outstanding (as of the entry's date, with the entry counted) below 0 is refused. A retry with the same
 * Idempotency-Key gets the first answer.
 */
export async function recordFloatEntry({
  db,
  actor,
  marketId,
  draft,
  idempotency,
  now,
}: {
  db: Database;
  actor: Actor;
  marketId: string;
  draft: FloatEntryDraft;
  idempotency?: Idempotency | undefined;
  now: Date;
}): Promise<FloatEntryOutcome> {
  const market = await ownMarket({ db, managerId: actor.managerId, marketId });
  // A retry answers as the first time, even if the token was retired since.
  if (idempotency) {
    const previous = await storedAnswer(db, actor.managerId, idempotency);
    if (previous) return { replay: previous };
  }
  // A retired token is issued no more, but what shoppers still hold of it can be refunded.
  const token = await findMarketToken(db, market.id, draft.tokenId);
  if (!token || (token.retired && draft.kind === 'ISSUE'))
    throw fieldError('token_id', TOKEN_FLOAT_MESSAGES.tokenNotInMarket);
  refuseFutureMarketDay({ date: draft.date, market, now, field: 'date' });
  const amountCents = draft.amountCents ?? draft.count * token.valueCents;
  // count × a token's value can pass what the amount column holds: the same bound as an amount typed in.
  if (amountCents > MAX_AMOUNT_CENTS) {
    throw fieldError('amount', `Amount must be at most ${usd.format(MAX_REPORT_AMOUNT_DOLLARS)}`);
  }
  try {
    return await db.transaction(async (tx) => {
      // Refunds of one token are checked one at a time (see lockToken).
      if (draft.kind === 'REFUND') await lockToken(tx, token.id);
      const { id } = await insertFloatEntry(tx, {
        marketId: market.id,
        tokenId: token.id,
        marketDate: draft.date,
        kind: draft.kind,
        method: draft.method,
        count: draft.count,
        amountCents,
        shoppers: draft.shoppers,
        note: draft.note,
        createdBy: actor.userId,
      });
      if (draft.kind === 'REFUND') {
        // Counted with the entry written (it may make its day a float day, which drops that day's report figures),
        // on its own day and every later one: tokens redeemed after the refund's date were not there to refund.
        const days = await tokenDays(tx, { marketId: market.id, tokenId: token.id });
        if (lowestFrom(days, draft.date) < 0) throw fieldError('count', TOKEN_FLOAT_MESSAGES.refundTooLarge);
      }
      const record = orNotFound(await findFloatEntry(tx, market.id, id));
      await auditEntry(tx, actor, record, 'create');
      if (idempotency) {
        await storeIdempotentAnswer(tx, {
          managerId: actor.managerId,
          key: idempotency.key,
          requestHash: idempotency.requestHash,
          // The answer as the API sends it, so a retry gets the same answer (the mapper is the one conversion).
          response: { message: TOKEN_FLOAT_MESSAGES.recorded, data: toFloatEntryJson(record) },
        });
      }
      return { record };
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

/**
 * The least a token's float is on `from` or any later market date (its days oldest first): outstanding, or with
 * `redeemed: false` issued − refunded, what the refunds stand on.
 */
function lowestFrom(days: TokenDayRow[], from: string, { redeemed = true } = {}): number {
  let running = 0;
  let lowest = Number.POSITIVE_INFINITY;
  for (const day of days) {
    running += Number(day.issued) - Number(day.refunded) - (redeemed ? Number(day.redeemed) : 0);
    if (day.market_date >= from) lowest = Math.min(lowest, running);
  }
  return lowest === Number.POSITIVE_INFINITY ? running : lowest;
}

/**
 * Runs `change`, a write that may lower the tokens issued on `marketDate` (a day report's edit or deletion: on a day
 * with no float entries the report's count is the day's issue), and refuses it as a float entry's removal is refused:
 * when one of `tokenIds`' refunds, from that day on, would stand on fewer tokens issued than they paid back, and on
 * fewer than before the change. Every token the change's ledger append will lock (`ledgerTokenIds`, which holds
 * `tokenIds`) is locked first, all at once in id order as the ledger locks them: locking only the judged ones first
 * would take a lowered token before a lower id the append then takes, the reverse of every other ledger writer. So a
 * refund cannot be judged between the check and the change, and no cycle forms with a checkout. `refusal` says it
 * with the token's name.
 */
export async function refuseUncoveredRefunds<T>(
  tx: Database,
  {
    marketId,
    marketDate,
    tokenIds,
    ledgerTokenIds,
    refusal,
  }: {
    marketId: string;
    marketDate: string;
    tokenIds: string[];
    ledgerTokenIds: string[];
    refusal: (tokenName: string) => string;
  },
  change: () => Promise<T>,
): Promise<T> {
  const lower = (list: string[]) => [...new Set(list.map((id) => id.toLowerCase()))].sort();
  const ids = lower(tokenIds);
  if (ids.length === 0) return change();
  await lockTokensForLedger(tx, marketId, lower([...ledgerTokenIds, ...tokenIds]));
  const issuedLeft = async (tokenId: string) =>
    lowestFrom(await tokenDays(tx, { marketId, tokenId }), marketDate, { redeemed: false });
  const before = new Map<string, number>();
  for (const tokenId of ids) before.set(tokenId, await issuedLeft(tokenId));
  const result = await change();
  for (const tokenId of ids) {
    const after = await issuedLeft(tokenId);
    if (after < 0 && after < (before.get(tokenId) ?? 0)) {
      const name = (await findMarketToken(tx, marketId, tokenId))?.name ?? 'tokens';
      throw badRequest(refusal(name));
    }
  }
  return result;
}

/** Removes a mistaken entry of the market (audited); another market's or a missing one is not found. */
export async function removeFloatEntry({
  db,
  actor,
  marketId,
  entryId,
}: {
  db: Database;
  actor: Actor;
  marketId: string;
  entryId: string;
}) {
  const market = await ownMarket({ db, managerId: actor.managerId, marketId });
  await db.transaction(async (tx) => {
    const entry = await findFloatEntry(tx, market.id, entryId);
    if (!entry) throw notFound(TOKEN_FLOAT_MESSAGES.entryNotFound);
    // Under the refunds' lock: removing an issue must not leave the refunds made after it paying back tokens the
    // booth never issued. Redemptions are left out: more redeemed than issued is shown as it is (issues the booth
    // did not record), so a mistaken entry can come out of a float already short.
    await lockToken(tx, entry.tokenId);
    const scope = { marketId: market.id, tokenId: entry.tokenId };
    const before = lowestFrom(await tokenDays(tx, scope), entry.marketDate, { redeemed: false });
    if (!(await deleteFloatEntry(tx, market.id, entryId))) throw notFound(TOKEN_FLOAT_MESSAGES.entryNotFound);
    const after = lowestFrom(await tokenDays(tx, scope), entry.marketDate, { redeemed: false });
    if (after < 0 && after < before) throw badRequest(TOKEN_FLOAT_MESSAGES.removalTooLarge);
    await auditEntry(tx, actor, entry, 'delete');
  });
}

/** Sets (or clears, with null) the terminals' batch totals of a day, today or earlier at the market. */
export async function saveTerminalBatches({
  db,
  actor,
  marketId,
  date,
  batches,
  now,
}: {
  db: Database;
  actor: Actor;
  marketId: string;
  date: string;
  batches: Record<Terminal, number | null>;
  now: Date;
}) {
  const market = await ownMarket({ db, managerId: actor.managerId, marketId });
  refuseFutureMarketDay({ date, market, now, field: 'date' });
  await db.transaction(async (tx) => {
    for (const terminal of TERMINALS) {
      await writeBatch(tx, {
        marketId: market.id,
        date,
        terminal,
        totalCents: batches[terminal],
        userId: actor.userId,
      });
    }
  });
  return getFloatDay({ db, managerId: actor.managerId, marketId: market.id, date });
}
