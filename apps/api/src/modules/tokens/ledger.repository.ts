import {
  type LedgerEntryType,
  MAX_TOKEN_BALANCE,
  TOKEN_BALANCE_TOO_LARGE,
  type TokenLedgerEntry,
} from '@marketday/shared';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { tokenLedger, tokens } from '../../db/schema';
import { badRequest, HttpError } from '../../lib/http-errors';

export type LedgerAppend = {
  tokenId: string;
  marketId: string;
  delta: number;
  type: LedgerEntryType;
  marketDate?: string | null;
  transactionId?: string | null;
  mdrId?: string | null;
  note?: string | null;
  createdBy?: string | null;
};

// The spec's message, the same for a manual withdrawal, a day report and a reversed checkout.
export class InsufficientTokensError extends HttpError {
  constructor(
    readonly available: number,
    readonly tokenId: string,
  ) {
    super(400, `Not enough tokens: only ${available} in hand.`, { token_id: tokenId });
  }
}

export type LedgerRow = typeof tokenLedger.$inferSelect;

// The only way token counts change, and the one rule for every path: a change may not take a token's count in
// hand below zero (one that lowers nothing, or leaves a count that was already short no shorter, is let through).
// A change is every entry one request makes, judged by its net effect per token, so an overwritten checkout
// that gives back the tokens it reverses passes. Increases are written before decreases so no entry shows a
// count below zero midway. Call inside a transaction: token rows are locked FOR NO KEY UPDATE, in id order,
// before their balances are read, so concurrent changes queue up and are judged one after another.
// NO KEY UPDATE, not UPDATE: checkouts already hold the row's key-share lock through transaction_tokens'
// foreign key, and two of them upgrading to FOR UPDATE at once deadlock.
export async function appendLedgerEntries(tx: Database, entries: LedgerAppend[]): Promise<LedgerRow[]> {
  const tokenIds = [...new Set(entries.map((e) => e.tokenId))].sort();
  const heads = new Map<string, { id: string | null; seq: number; balance: number }>();
  for (const tokenId of tokenIds) {
    await tx.select({ id: tokens.id }).from(tokens).where(eq(tokens.id, tokenId)).for('no key update');
    const [last] = await tx
      .select({ id: tokenLedger.id, seq: tokenLedger.seq, balance: tokenLedger.balance })
      .from(tokenLedger)
      .where(eq(tokenLedger.tokenId, tokenId))
      .orderBy(desc(tokenLedger.seq))
      .limit(1);
    const head = last ?? { id: null, seq: 0, balance: 0 };
    const deltas = entries.filter((e) => e.tokenId === tokenId).map((e) => e.delta);
    const net = deltas.reduce((sum, delta) => sum + delta, 0);
    // What the change could take: what is in hand plus what it gives back itself (an edit's reversal).
    const available = head.balance + deltas.filter((delta) => delta > 0).reduce((sum, d) => sum + d, 0);
    if (net < 0 && head.balance + net < 0) throw new InsufficientTokensError(available, tokenId);
    // The count is stored as a 32-bit integer: refuse a stock past the declared ceiling instead of overflowing.
    if (net > 0 && head.balance + net > MAX_TOKEN_BALANCE) {
      throw badRequest(TOKEN_BALANCE_TOO_LARGE, { token_id: tokenId });
    }
    heads.set(tokenId, head);
  }
  const ordered = [...entries.filter((e) => e.delta >= 0), ...entries.filter((e) => e.delta < 0)];
  const written: LedgerRow[] = [];
  for (const entry of ordered) {
    const head = heads.get(entry.tokenId)!;
    const [row] = await tx
      .insert(tokenLedger)
      .values({
        tokenId: entry.tokenId,
        marketId: entry.marketId,
        seq: head.seq + 1,
        prevEntry: head.id,
        delta: entry.delta,
        balance: head.balance + entry.delta,
        type: entry.type,
        marketDate: entry.marketDate ?? null,
        transactionId: entry.transactionId ?? null,
        mdrId: entry.mdrId ?? null,
        note: entry.note ?? null,
        createdBy: entry.createdBy ?? null,
      })
      .returning();
    if (!row) throw new Error('Ledger entry was not written');
    heads.set(entry.tokenId, { id: row.id, seq: row.seq, balance: row.balance });
    written.push(row);
  }
  return written;
}

export async function appendLedgerEntry(tx: Database, entry: LedgerAppend): Promise<LedgerRow> {
  const [row] = await appendLedgerEntries(tx, [entry]);
  return row!;
}

// The count shown everywhere: the balance of the newest entry, which equals the sum of all deltas.
// The outer column is spelled out: drizzle renders a bare column reference without its table here.
export const tokenCountSql = sql<number>`coalesce((select l.balance from token_ledger l where l.token_id = "tokens"."id" order by l.seq desc limit 1), 0)`;

export async function listLedger({
  db,
  tokenId,
}: {
  db: Database;
  tokenId: string;
}): Promise<TokenLedgerEntry[]> {
  const rows = await db
    .select()
    .from(tokenLedger)
    .where(eq(tokenLedger.tokenId, tokenId))
    .orderBy(desc(tokenLedger.seq));
  return rows.map((r) => ({
    id: r.id,
    token_id: r.tokenId,
    delta: r.delta,
    type: r.type,
    market_id: r.marketId,
    market_date: r.marketDate,
    created_at: r.createdAt.toISOString(),
    transaction_id: r.transactionId,
    mdr_id: r.mdrId,
    prev_entry: r.prevEntry,
    note: r.note,
    balance: r.balance,
  }));
}
