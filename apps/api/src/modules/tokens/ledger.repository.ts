import { randomUUID } from 'node:crypto';
import {
  type LedgerEntryType,
  MAX_TOKEN_BALANCE,
  type PageOf,
  TOKEN_BALANCE_TOO_LARGE,
  type TokenLedgerEntry,
} from '@marketday/shared';
import { and, desc, eq, getTableColumns, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { tokenLedger } from '../../db/schema';
import { badRequest, HttpError } from '../../lib/http-errors';
import { type PageRequest, pageOf, pageWindow } from '../../lib/paging';

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

// A token's count never goes below zero (docs/product.md §10): one message for a manual withdrawal, a day report
// and a reversed checkout.
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
// count below zero midway. Call inside a transaction, as late in it as the change allows (the token rows stay
// locked until it commits): one statement whatever the number of entries (docs/decisions/020, 036).
export async function appendLedgerEntries(tx: Database, entries: LedgerAppend[]): Promise<LedgerRow[]> {
  if (entries.length === 0) return [];
  const append = ledgerAppend(entries);
  const result = await tx.execute(sql`with ${append.ctes} select ${append.columns}`);
  return append.answer(rowsOf<LedgerAnswer>(result)[0]);
}

type Refusal = {
  token_id: string;
  balance: number | string;
  net: number | string;
  given_back: number | string;
};
type LedgerJson = Record<string, unknown> & { id: string };
export type LedgerAnswer = { refused?: Refusal[] | null; written: LedgerJson[] | null };

// What the API answers a refused change with: too many tokens, or not enough in hand.
function refusalError(refused: Refusal) {
  if (Number(refused.net) > 0) return badRequest(TOKEN_BALANCE_TOO_LARGE, { token_id: refused.token_id });
  // What the change could take: what is in hand plus what it gives back itself (an edit's reversal).
  return new InsufficientTokensError(Number(refused.balance) + Number(refused.given_back), refused.token_id);
}

// SQLSTATE raised by token_ledger_refuse() (migration 0028) when a change is refused inside a larger statement.
const REFUSED_SQLSTATE = 'MD001';

// The refusal a statement raised (see `raise` below), as the API answers it; null for any other error.
export function ledgerRefusalOf(error: unknown): HttpError | null {
  const causes = [error, (error as { cause?: unknown })?.cause];
  for (const cause of causes) {
    const { code, detail } = (cause ?? {}) as { code?: string; detail?: string };
    if (code === REFUSED_SQLSTATE && detail) return refusalError(JSON.parse(detail) as Refusal);
  }
  return null;
}

// The ledger append after a CTE named `entry` (ord, id, token_id, market_id, delta, type, market_date,
// transaction_id, mdr_id, note, created_by), as fixed text: appendLedgerEntries renders `entry` from its values
// and sends it with this, and a checkout's one statement (checkout.repository.ts) reads `entry` from its token
// lines. `after` is SQL text that must hold before any token is locked (a checkout: its row inserted first).
//
// `locked` takes the token rows FOR NO KEY UPDATE in id order, so concurrent changes of the same tokens queue up
// and are judged one after another, and two of them never wait on each other crosswise (a deadlock). NO KEY
// UPDATE, not UPDATE: checkouts already hold the row's key-share lock through transaction_tokens' foreign key,
// and two of them upgrading to FOR UPDATE at once deadlock. The head (seq, balance, newest entry) is read from
// those locked rows: in READ COMMITTED a row this statement waited for is read in its newest version, while any
// other table (token_ledger itself) would be read as of the statement's start, before the holder's entries. The
// change is judged per token and, when nothing is refused, every entry is appended after the head: seq counts
// on, prev_entry points at the entry before (the head for the first), balance is the running sum. The trigger
// token_ledger_move_head (migration 0028) moves the head on the token row at the end of the statement.
export function ledgerChainText(after = 'true') {
  return `locked as (
    select t.id as token_id, t.ledger_head as id, t.ledger_seq as seq, t.ledger_balance as balance
    from tokens t where t.id in (select e.token_id from entry e) and ${after}
    order by t.id for no key update of t
  ), change as (
    select token_id, sum(delta) as net, sum(greatest(delta, 0)) as given_back from entry group by token_id
  ), refused as (
    select h.token_id, h.balance, c.net, c.given_back
    from locked h join change c on c.token_id = h.token_id
    where (c.net < 0 and h.balance + c.net < 0) or (c.net > 0 and h.balance + c.net > ${Number(MAX_TOKEN_BALANCE)})
  ), written as (
    insert into token_ledger (id, token_id, market_id, seq, prev_entry, delta, balance, type, market_date,
      transaction_id, mdr_id, note, created_by)
    select e.id, e.token_id, e.market_id, h.seq + row_number() over w, coalesce(lag(e.id) over w, h.id), e.delta,
      h.balance + sum(e.delta) over w, e.type, e.market_date, e.transaction_id, e.mdr_id, e.note, e.created_by
    from entry e join locked h on h.token_id = e.token_id
    where not exists (select 1 from refused)
    window w as (partition by e.token_id order by e.ord)
    returning *
  )`;
}

// A column for the statement's final select that undoes the whole statement when the change is refused: it calls
// token_ledger_refuse(…), which raises MD001 with the refusal as JSON detail (ledgerRefusalOf reads it back).
export const LEDGER_REFUSE_RAISED = `(select token_ledger_refuse(r.token_id, r.balance, r.net, r.given_back)
      from refused r order by r.token_id limit 1) as refused_raised`;

const chain = sql.raw(ledgerChainText());

// The ledger append as CTEs, for a statement of its own (appendLedgerEntries): the entries' values, then the
// chain above; the refusals come back as rows.
export function ledgerAppend(entries: LedgerAppend[]) {
  const ordered = [...entries.filter((e) => e.delta >= 0), ...entries.filter((e) => e.delta < 0)].map(
    (entry) => ({ ...entry, id: randomUUID() }),
  );
  const values = ordered.map(
    (e, ord) =>
      sql`(${ord}::int, ${e.id}::uuid, ${e.tokenId}::uuid, ${e.marketId}::uuid, ${e.delta}::int, ${e.type}::ledger_entry_type, ${e.marketDate ?? null}::date, ${e.transactionId ?? null}::uuid, ${e.mdrId ?? null}::uuid, ${e.note ?? null}::text, ${e.createdBy ?? null}::uuid)`,
  );
  const ctes = sql`entry (ord, id, token_id, market_id, delta, type, market_date, transaction_id, mdr_id, note, created_by) as (
    values ${sql.join(values, sql`, `)}
  ), ${chain}`;
  const columns = sql`(select json_agg(r order by r.token_id) from refused r) as refused,
    (select json_agg(w) from written w) as written`;
  // The rows written, in the order of the entries handed in; a refusal throws as the API answers it.
  const answer = (row: LedgerAnswer | undefined): LedgerRow[] => {
    const [refused] = row?.refused ?? [];
    if (refused) throw refusalError(refused);
    const byId = new Map((row?.written ?? []).map((json) => [json.id, toLedgerRow(json)]));
    const written = ordered.map((entry) => byId.get(entry.id));
    if (written.some((r) => !r)) throw new Error('Ledger entry was not written');
    return written as LedgerRow[];
  };
  return { ctes, columns, answer };
}

// The appended rows come back as JSON: each value through its column's own mapping (dates, timestamps).
function toLedgerRow(json: LedgerJson): LedgerRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(tokenLedger))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as LedgerRow;
}

export async function appendLedgerEntry(tx: Database, entry: LedgerAppend): Promise<LedgerRow> {
  const [row] = await appendLedgerEntries(tx, [entry]);
  return row!;
}

// The count shown everywhere: the balance of the newest entry, which equals the sum of all deltas.
// The outer column is spelled out: drizzle renders a bare column reference without its table here.
export const tokenCountSql = sql<number>`coalesce((select l.balance from token_ledger l where l.token_id = "tokens"."id" order by l.seq desc limit 1), 0)`;

// A page of a token's ledger, newest first, each entry with its stored running balance (so a page reads the
// balances the append wrote, never a sum over its own rows). seq runs 1..N without gaps (decision 004; the
// ledger is append-only), so the newest seq is the entry count and page p holds the seqs just below
// N - p * page_size: an index range on (token_id, seq) however deep the page, with no OFFSET to skip. The
// count is read first and bounds the page, so an entry appended meanwhile moves neither the page nor its count.
export async function listLedger({
  db,
  tokenId,
  page,
}: {
  db: Database;
  tokenId: string;
  page: PageRequest;
}): Promise<PageOf<TokenLedgerEntry>> {
  const [head] = await db
    .select({ seq: tokenLedger.seq })
    .from(tokenLedger)
    .where(eq(tokenLedger.tokenId, tokenId))
    .orderBy(desc(tokenLedger.seq))
    .limit(1);
  const total = head?.seq ?? 0;
  const { limit, offset } = pageWindow(page);
  const rows =
    offset >= total
      ? []
      : await db
          .select()
          .from(tokenLedger)
          .where(and(eq(tokenLedger.tokenId, tokenId), lte(tokenLedger.seq, total - offset)))
          .orderBy(desc(tokenLedger.seq))
          .limit(limit);
  return pageOf({ ...page, total, data: rows.map(toLedgerEntry) });
}

function toLedgerEntry(r: LedgerRow): TokenLedgerEntry {
  return {
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
  };
}
