import type { Terminal, TokenFloatEntryRecord, TokenFloatKind, TokenFloatMethod } from '@marketday/shared';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { idempotencyKeys, markets, terminalBatches, tokenFloatEntries, tokens, users } from '../../db/schema';
import { isManagersMarket } from '../markets';

// The token float's SQL (docs/product.md §20): the info booth's entries, the terminals' batch totals, and the
// figures the float is counted from (entries, the day reports' tokens distributed for days without an entry,
// and the checkouts' redeemed tokens). Money stays in integer cents; sums come back as float8, exact below 2^53.

/** The manager's market with its time zone (today at the market), or null for one that is not theirs. */
export async function findOwnMarket(db: Database, managerId: string, marketId: string) {
  const [row] = await db
    .select({ id: markets.id, time_zone: markets.timeZone })
    .from(markets)
    .where(isManagersMarket({ managerId, marketId }));
  return row ?? null;
}

export type FloatTokenRow = {
  id: string;
  name: string;
  program: string;
  valueCents: number;
  retired: boolean;
};

/** Every token of the market, retired ones too (their history still counts), in the manager's order. */
export async function listMarketTokens(db: Database, marketId: string): Promise<FloatTokenRow[]> {
  const rows = await db
    .select({
      id: tokens.id,
      name: tokens.name,
      program: tokens.program,
      valueCents: tokens.perDollarValueCents,
      deletedAt: tokens.deletedAt,
    })
    .from(tokens)
    .where(eq(tokens.marketId, marketId))
    .orderBy(asc(tokens.position), asc(tokens.name), asc(tokens.id));
  return rows.map(({ deletedAt, ...row }) => ({ ...row, retired: deletedAt !== null }));
}

/** One token of the market, retired or not; null for another market's or a missing one. */
export async function findMarketToken(db: Database, marketId: string, tokenId: string) {
  const [row] = await db
    .select({
      id: tokens.id,
      name: tokens.name,
      valueCents: tokens.perDollarValueCents,
      retired: sql<boolean>`${tokens.deletedAt} is not null`,
    })
    .from(tokens)
    .where(and(eq(tokens.id, tokenId), eq(tokens.marketId, marketId)));
  return row ?? null;
}

/**
 * Holds the token's row until the caller's transaction ends: two refunds of one token are checked one after the
 * other, so together they cannot take back more than the shoppers hold.
 */
export async function lockToken(tx: Database, tokenId: string) {
  await tx.execute(sql`select id from tokens where id = ${tokenId} for update`);
}

/**
 * Holds several tokens' rows, in id order and as strongly as the ledger's append takes them (FOR NO KEY UPDATE), so a
 * transaction that locks these and then appends to the ledger takes every token in the order every ledger writer
 * does. It still waits for, and holds back, a refund's lockToken.
 */
export async function lockTokensForLedger(tx: Database, marketId: string, tokenIds: string[]) {
  if (tokenIds.length === 0) return;
  const ids = sql.join(
    tokenIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  await tx.execute(
    sql`select id from tokens where market_id = ${marketId} and id in (${ids}) order by id for no key update`,
  );
}

export type TokenFigureRow = { token_id: string; issued: number; refunded: number; redeemed: number };

/**
 * Per token of the market, over the market dates from `from` (or the first) to `to`: tokens issued, refunded and
 * redeemed. Issued is the float's ISSUE entries of each day that has any float entry for the market, and the day
 * report's tokens distributed of each day that has none (docs/product.md §20, the one-truth rule). Redeemed is what
 * the live checkouts counted (a deleted checkout's rows are gone), as the program report counts it.
 */
export async function tokenFigures(
  db: Database,
  { marketId, from, to }: { marketId: string; from?: string; to: string },
): Promise<TokenFigureRow[]> {
  const start = from ?? '0001-01-01';
  const result = await db.execute(sql`
    with float_counts as (
      select e.token_id::text as token_id,
             coalesce(sum(e.count) filter (where e.kind = 'ISSUE'), 0)::float8 as issued,
             coalesce(sum(e.count) filter (where e.kind = 'REFUND'), 0)::float8 as refunded
        from token_float_entries e
       where e.market_id = ${marketId}
         and e.market_date between ${start}::date and ${to}::date
       group by e.token_id
    ),
    reported as (
      select d.token_id, sum(d.count)::float8 as issued
        from day_reports r
       cross join lateral jsonb_to_recordset(r.tokens_distributed) as d(token_id text, count int)
       where r.market_id = ${marketId}
         and r.market_date between ${start}::date and ${to}::date
         and d.count > 0
         and not exists (
           select 1 from token_float_entries f
            where f.market_id = r.market_id and f.market_date = r.market_date)
       group by d.token_id
    ),
    redeemed as (
      select tt.token_id::text as token_id, sum(tt.count)::float8 as redeemed
        from transactions t
        join transaction_tokens tt on tt.transaction_id = t.id
       where t.market_id = ${marketId}
         and t.market_date between ${start}::date and ${to}::date
         and tt.count > 0
       group by tt.token_id
    )
    select k.id::text as token_id,
           (coalesce(f.issued, 0) + coalesce(r.issued, 0))::float8 as issued,
           coalesce(f.refunded, 0)::float8 as refunded,
           coalesce(x.redeemed, 0)::float8 as redeemed
      from tokens k
      left join float_counts f on f.token_id = k.id::text
      left join reported r on r.token_id = k.id::text
      left join redeemed x on x.token_id = k.id::text
     where k.market_id = ${marketId}`);
  return rowsOf<TokenFigureRow>(result);
}

export type TokenDayRow = { market_date: string; issued: number; refunded: number; redeemed: number };

/**
 * One token's figures per market date, oldest first, by the same rules as tokenFigures: what a refund or a removal
 * is checked against on every later day, not only its own (a refund dated before the tokens were redeemed would
 * otherwise pay the same tokens back twice).
 */
export async function tokenDays(
  db: Database,
  { marketId, tokenId }: { marketId: string; tokenId: string },
): Promise<TokenDayRow[]> {
  const result = await db.execute(sql`
    with float_days as (
      select e.market_date,
             coalesce(sum(e.count) filter (where e.kind = 'ISSUE' and e.token_id = ${tokenId}), 0)::float8 as issued,
             coalesce(sum(e.count) filter (where e.kind = 'REFUND' and e.token_id = ${tokenId}), 0)::float8 as refunded
        from token_float_entries e
       where e.market_id = ${marketId}
       group by e.market_date
    ),
    reported as (
      select r.market_date, sum(d.count)::float8 as issued
        from day_reports r
       cross join lateral jsonb_to_recordset(r.tokens_distributed) as d(token_id text, count int)
       where r.market_id = ${marketId}
         and d.token_id = ${tokenId}::text
         and d.count > 0
         and not exists (
           select 1 from token_float_entries f
            where f.market_id = r.market_id and f.market_date = r.market_date)
       group by r.market_date
    ),
    redeemed as (
      select t.market_date, sum(tt.count)::float8 as redeemed
        from transactions t
        join transaction_tokens tt on tt.transaction_id = t.id
       where t.market_id = ${marketId} and tt.token_id = ${tokenId} and tt.count > 0
       group by t.market_date
    ),
    days as (
      select market_date from float_days union select market_date from reported
      union select market_date from redeemed
    )
    select d.market_date::text as market_date,
           (coalesce(f.issued, 0) + coalesce(r.issued, 0))::float8 as issued,
           coalesce(f.refunded, 0)::float8 as refunded,
           coalesce(x.redeemed, 0)::float8 as redeemed
      from days d
      left join float_days f on f.market_date = d.market_date
      left join reported r on r.market_date = d.market_date
      left join redeemed x on x.market_date = d.market_date
     order by d.market_date`);
  return rowsOf<TokenDayRow>(result);
}

export type NewFloatEntry = {
  marketId: string;
  tokenId: string;
  marketDate: string;
  kind: TokenFloatKind;
  method: TokenFloatMethod;
  count: number;
  amountCents: number;
  shoppers: number;
  note: string | null;
  createdBy: string;
};

/** Stores an entry; answers its id and when it was written. */
export async function insertFloatEntry(tx: Database, entry: NewFloatEntry) {
  const [row] = await tx
    .insert(tokenFloatEntries)
    .values(entry)
    .returning({ id: tokenFloatEntries.id, createdAt: tokenFloatEntries.createdAt });
  if (!row) throw new Error('Token float entry was not stored');
  return row;
}

const entryColumns = {
  id: tokenFloatEntries.id,
  tokenId: tokenFloatEntries.tokenId,
  tokenName: tokens.name,
  marketDate: tokenFloatEntries.marketDate,
  kind: tokenFloatEntries.kind,
  method: tokenFloatEntries.method,
  count: tokenFloatEntries.count,
  amountCents: tokenFloatEntries.amountCents,
  shoppers: tokenFloatEntries.shoppers,
  note: tokenFloatEntries.note,
  createdAt: tokenFloatEntries.createdAt,
  createdByName: users.username,
};

/** One entry of the market, with its token's name and its creator's; null for another market's or a missing one. */
export async function findFloatEntry(
  db: Database,
  marketId: string,
  entryId: string,
): Promise<TokenFloatEntryRecord | null> {
  const [row] = await db
    .select(entryColumns)
    .from(tokenFloatEntries)
    .innerJoin(tokens, eq(tokens.id, tokenFloatEntries.tokenId))
    .leftJoin(users, eq(users.id, tokenFloatEntries.createdBy))
    .where(and(eq(tokenFloatEntries.id, entryId), eq(tokenFloatEntries.marketId, marketId)));
  return row ?? null;
}

/** The day's entries of the market, newest first. */
export async function listDayEntries(
  db: Database,
  marketId: string,
  date: string,
): Promise<TokenFloatEntryRecord[]> {
  return db
    .select(entryColumns)
    .from(tokenFloatEntries)
    .innerJoin(tokens, eq(tokens.id, tokenFloatEntries.tokenId))
    .leftJoin(users, eq(users.id, tokenFloatEntries.createdBy))
    .where(and(eq(tokenFloatEntries.marketId, marketId), eq(tokenFloatEntries.marketDate, date)))
    .orderBy(desc(tokenFloatEntries.createdAt), desc(tokenFloatEntries.id));
}

/** Removes one entry of the market; answers whether there was one. */
export async function deleteFloatEntry(tx: Database, marketId: string, entryId: string) {
  const rows = await tx
    .delete(tokenFloatEntries)
    .where(and(eq(tokenFloatEntries.id, entryId), eq(tokenFloatEntries.marketId, marketId)))
    .returning({ id: tokenFloatEntries.id });
  return rows.length > 0;
}

export type DistributedRow = { token_id: string; count: number };

/** The day report's tokens distributed of the day, per token id (the day's issued when it has no float entry). */
export async function dayReportDistributed(db: Database, marketId: string, date: string) {
  const result = await db.execute(sql`
    select d.token_id, sum(d.count)::float8 as count
      from day_reports r
     cross join lateral jsonb_to_recordset(r.tokens_distributed) as d(token_id text, count int)
     where r.market_id = ${marketId} and r.market_date = ${date}::date and d.count > 0
     group by d.token_id`);
  return rowsOf<DistributedRow>(result);
}

export type BatchRow = { terminal: Terminal; totalCents: number };

export async function listDayBatches(db: Database, marketId: string, date: string): Promise<BatchRow[]> {
  return db
    .select({ terminal: terminalBatches.terminal, totalCents: terminalBatches.totalCents })
    .from(terminalBatches)
    .where(and(eq(terminalBatches.marketId, marketId), eq(terminalBatches.marketDate, date)));
}

/** Sets a terminal's batch total of the day, or clears it (null). */
export async function writeBatch(
  tx: Database,
  batch: { marketId: string; date: string; terminal: Terminal; totalCents: number | null; userId: string },
) {
  const key = and(
    eq(terminalBatches.marketId, batch.marketId),
    eq(terminalBatches.marketDate, batch.date),
    eq(terminalBatches.terminal, batch.terminal),
  );
  if (batch.totalCents === null) {
    await tx.delete(terminalBatches).where(key);
    return;
  }
  await tx
    .insert(terminalBatches)
    .values({
      marketId: batch.marketId,
      marketDate: batch.date,
      terminal: batch.terminal,
      totalCents: batch.totalCents,
      updatedBy: batch.userId,
    })
    .onConflictDoUpdate({
      target: [terminalBatches.marketId, terminalBatches.marketDate, terminalBatches.terminal],
      set: { totalCents: batch.totalCents, updatedBy: batch.userId, updatedAt: sql`now()` },
    });
}

/**
 * Stores the answer a POST gave under its Idempotency-Key, in the transaction that wrote the entry (the table the
 * checkout and the vendor payments keep theirs in; the transactions module's findStoredAnswer reads it back).
 */
export async function storeIdempotentAnswer(
  tx: Database,
  answer: { managerId: string; key: string; requestHash: string; response: unknown },
) {
  await tx.insert(idempotencyKeys).values({ ...answer, statusCode: 201 });
}
