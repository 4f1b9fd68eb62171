import type { LedgerEntryType, TokenLedgerEntry } from '@marketday/shared';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { tokenLedger, tokens } from '../../db/schema';

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
  // Hand-entered withdrawals may not take more tokens than are in hand; system corrections may.
  refuseNegative?: boolean;
};

export class InsufficientTokensError extends Error {
  constructor(readonly available: number) {
    super(`Not enough tokens: only ${available} in hand.`);
  }
}

// The only way a token count changes. Call inside a transaction: the token row is locked so appends queue up.
// NO KEY UPDATE, not UPDATE: checkouts already hold the row's key-share lock through transaction_tokens'
// foreign key, and two of them upgrading to FOR UPDATE at once deadlock.
export async function appendLedgerEntry(tx: Database, entry: LedgerAppend) {
  await tx.select({ id: tokens.id }).from(tokens).where(eq(tokens.id, entry.tokenId)).for('no key update');
  const [last] = await tx
    .select({ id: tokenLedger.id, seq: tokenLedger.seq, balance: tokenLedger.balance })
    .from(tokenLedger)
    .where(eq(tokenLedger.tokenId, entry.tokenId))
    .orderBy(desc(tokenLedger.seq))
    .limit(1);
  const balance = (last?.balance ?? 0) + entry.delta;
  if (entry.refuseNegative && balance < 0) throw new InsufficientTokensError(last?.balance ?? 0);
  const [row] = await tx
    .insert(tokenLedger)
    .values({
      tokenId: entry.tokenId,
      marketId: entry.marketId,
      seq: (last?.seq ?? 0) + 1,
      prevEntry: last?.id ?? null,
      delta: entry.delta,
      balance,
      type: entry.type,
      marketDate: entry.marketDate ?? null,
      transactionId: entry.transactionId ?? null,
      mdrId: entry.mdrId ?? null,
      note: entry.note ?? null,
      createdBy: entry.createdBy ?? null,
    })
    .returning();
  if (!row) throw new Error('Ledger entry was not written');
  return row;
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
