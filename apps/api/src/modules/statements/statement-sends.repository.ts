import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { type StatementSendStatus, statementSendItems, statementSends } from '../../db/schema';

type Writer = Pick<Database, 'execute' | 'insert'>;

export type StatementRecipient = { vendor_id: string; vendor_name: string; email: string | null };

// The vendors of the market (or those of them named), by name, each with the address a statement goes to: the
// vendor's receipt e-mail, else the e-mail of the vendor's own account; null when there is neither.
export async function statementRecipients(db: Database, marketId: string, vendorIds?: string[]) {
  const named = vendorIds
    ? sql`and v.id in (${sql.join(
        vendorIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  const result = await db.execute(sql`
    select v.id as vendor_id, v.business_name as vendor_name,
           coalesce(nullif(trim(v.receipt_email), ''), nullif(trim(u.email), '')) as email
      from market_vendors mv
      join vendors v on v.id = mv.vendor_id
      left join users u on u.id = v.user_id
     where mv.market_id = ${marketId} ${named}
     order by v.business_name, v.id`);
  return rowsOf<StatementRecipient>(result);
}

// The first key of the advisory locks taken when a batch starts (the second is the market's id hashed).
const STATEMENT_LOCK_SPACE = 7307;

export function lockMarketSends(tx: Writer, marketId: string) {
  return tx.execute(sql`select pg_advisory_xact_lock(${STATEMENT_LOCK_SPACE}, hashtext(${marketId}))`);
}

/** How many of these vendors still wait for a statement in a batch of the market that moved on since `since`. */
export async function vendorsWaiting(tx: Writer, marketId: string, vendorIds: string[], since: Date) {
  if (vendorIds.length === 0) return 0;
  const result = await tx.execute(sql`
    select count(*)::int as n
      from statement_send_items i join statement_sends s on s.id = i.send_id
     where s.market_id = ${marketId} and s.progress_at > ${since.toISOString()}::timestamptz
       and i.status = 'PENDING'
       and i.vendor_id in (${sql.join(
         vendorIds.map((id) => sql`${id}::uuid`),
         sql`, `,
       )})`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/** Batches of the market started since `since`: a market's statements are sent a few times a day at most. */
export async function sendsSince(db: Database, marketId: string, since: Date) {
  const result = await db.execute(sql`
    select count(*)::int as n from statement_sends
     where market_id = ${marketId} and created_at > ${since.toISOString()}::timestamptz`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

export async function insertSend(
  tx: Writer,
  send: {
    managerId: string;
    marketId: string;
    startDate: string;
    endDate: string;
    createdBy: string;
    at: Date;
  },
  recipients: StatementRecipient[],
) {
  const [row] = await tx
    .insert(statementSends)
    .values({
      managerId: send.managerId,
      marketId: send.marketId,
      startDate: send.startDate,
      endDate: send.endDate,
      createdBy: send.createdBy,
      createdAt: send.at,
      progressAt: send.at,
    })
    .returning({ id: statementSends.id });
  if (!row) throw new Error('the statement batch was not written');
  if (recipients.length > 0) {
    await tx.insert(statementSendItems).values(
      recipients.map((r, position) => ({
        sendId: row.id,
        position,
        vendorId: r.vendor_id,
        vendorName: r.vendor_name,
        email: r.email,
        status: (r.email ? 'PENDING' : 'SKIPPED') as StatementSendStatus,
      })),
    );
  }
  return row.id;
}

export function waitingItems(db: Database, sendId: string) {
  return db
    .select({
      id: statementSendItems.id,
      vendorId: statementSendItems.vendorId,
      vendorName: statementSendItems.vendorName,
      email: statementSendItems.email,
    })
    .from(statementSendItems)
    .where(and(eq(statementSendItems.sendId, sendId), eq(statementSendItems.status, 'PENDING')))
    .orderBy(asc(statementSendItems.position));
}

/** One statement's outcome, and the batch's progress moved on. */
export async function recordOutcome(
  db: Database,
  {
    sendId,
    itemId,
    status,
    reason,
    at,
  }: { sendId: string; itemId: string; status: 'SENT' | 'FAILED'; reason: string | null; at: Date },
) {
  await db.transaction(async (tx) => {
    await tx.update(statementSendItems).set({ status, reason }).where(eq(statementSendItems.id, itemId));
    await tx.update(statementSends).set({ progressAt: at }).where(eq(statementSends.id, sendId));
  });
}

export type SendSummaryRow = {
  id: string;
  market_id: string;
  start_date: string;
  end_date: string;
  progress_at: string;
  total: number;
  sent: number;
  skipped: number;
  failed: number;
  pending: number;
};

/** The manager's batch with its counts, or null for another manager's. */
export async function findSend(db: Database, managerId: string, sendId: string) {
  const result = await db.execute(sql`
    select s.id, s.market_id, s.start_date::text as start_date, s.end_date::text as end_date,
           to_char(s.progress_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as progress_at,
           count(i.id)::int as total,
           (count(*) filter (where i.status = 'SENT'))::int as sent,
           (count(*) filter (where i.status = 'SKIPPED'))::int as skipped,
           (count(*) filter (where i.status = 'FAILED'))::int as failed,
           (count(*) filter (where i.status = 'PENDING'))::int as pending
      from statement_sends s left join statement_send_items i on i.send_id = s.id
     where s.id = ${sendId} and s.manager_id = ${managerId}
     group by s.id`);
  return rowsOf<SendSummaryRow>(result)[0] ?? null;
}

/** The statements of a batch that failed or still wait, in order, for the progress report. */
export function unsentItems(db: Database, sendId: string) {
  return db
    .select({
      vendorId: statementSendItems.vendorId,
      vendorName: statementSendItems.vendorName,
      status: statementSendItems.status,
      reason: statementSendItems.reason,
    })
    .from(statementSendItems)
    .where(
      and(eq(statementSendItems.sendId, sendId), sql`${statementSendItems.status} in ('FAILED', 'PENDING')`),
    )
    .orderBy(asc(statementSendItems.position));
}
