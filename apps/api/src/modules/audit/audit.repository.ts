import type { AuditAction, AuditEntity, PageOf, StoredAuditValues } from '@marketday/shared';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Database, ManagerKey, ManagerMarket } from '../../db/client';
import {
  auditEvents,
  dayReports,
  markets,
  receiptAcknowledgements,
  transactions,
  users,
} from '../../db/schema';
import { type PageRequest, pageOf, pageWindow } from '../../lib/paging';

// An audit row with its actor's username, as the history routes read it (audit.mapper.ts answers it).
export type AuditEventRow = { event: typeof auditEvents.$inferSelect; username: string | null };
// A day report's stored row (audit-values.ts records its figures).
export type DayReportRow = typeof dayReports.$inferSelect;

export type AuditRecord = {
  // Null for a vendor's correction of their own document (found by vendorId instead).
  managerId: string | null;
  vendorId?: string | null;
  actorUserId: string;
  entity: AuditEntity;
  entityId: string;
  action: AuditAction;
  // Money in integer cents (StoredAuditValues); the history routes answer it in dollars.
  before: StoredAuditValues | null;
  after: StoredAuditValues | null;
};

// Call with the database transaction that makes the change: the change and its audit row commit together.
export async function recordAudit(tx: Database, record: AuditRecord) {
  await auditInsert(tx, record);
}

// The audit row's INSERT, not yet sent: a write path may send it in one statement with the change itself.
export function auditInsert(tx: Database, record: AuditRecord) {
  return tx.insert(auditEvents).values({
    managerId: record.managerId,
    vendorId: record.vendorId ?? null,
    actorUserId: record.actorUserId,
    entity: record.entity,
    entityId: record.entityId,
    action: record.action,
    before: record.before,
    after: record.after,
  });
}

// One page of an entity's events, oldest first (created_at, then id, so the order is total and pages never
// repeat or skip an event), scoped to the manager; rows outlive the entity, so a deleted checkout keeps its
// history. `where` narrows further (a day report's market). The count and the page are read together; the
// rows are as stored (cents), for the route to map.
async function listAuditEvents({
  db,
  managerId,
  entity,
  entityId,
  where,
  page,
}: ManagerKey & {
  entity: AuditEntity;
  entityId: string;
  where?: SQL;
  page: PageRequest;
}): Promise<PageOf<AuditEventRow>> {
  const filter = and(
    eq(auditEvents.managerId, managerId),
    eq(auditEvents.entity, entity),
    eq(auditEvents.entityId, entityId),
    where,
  );
  const { limit, offset } = pageWindow(page);
  const [[counted], rows] = await Promise.all([
    db.select({ total: count() }).from(auditEvents).where(filter),
    db
      .select({ event: auditEvents, username: users.username })
      .from(auditEvents)
      .leftJoin(users, eq(users.id, auditEvents.actorUserId))
      .where(filter)
      .orderBy(asc(auditEvents.createdAt), asc(auditEvents.id))
      .limit(limit)
      .offset(offset),
  ]);
  return pageOf({ ...page, data: rows, total: counted?.total ?? 0 });
}

// A page of a checkout's history; one that predates the audit trail but still exists has an empty one. Null
// when the manager has neither rows nor the live checkout.
export async function transactionHistory({
  db,
  managerId,
  transactionId,
  page,
}: ManagerKey & {
  transactionId: string;
  page: PageRequest;
}): Promise<PageOf<AuditEventRow> | null> {
  const events = await listAuditEvents({
    db,
    managerId,
    entity: 'transaction',
    entityId: transactionId,
    page,
  });
  if (events.total_count) return events;
  const [live] = await db
    .select({ id: transactions.id })
    .from(transactions)
    .where(and(eq(transactions.id, transactionId), eq(transactions.managerId, managerId)));
  return live ? events : null;
}

// The vendor's answers to a checkout's receipt (Agree, or Dispute with a note), oldest first; none for another
// account's checkout. They go with the checkout: a deleted one has none.
export function receiptAnswersOfCheckout({
  db,
  managerId,
  transactionId,
}: ManagerKey & { transactionId: string }) {
  return db
    .select({ answer: receiptAcknowledgements })
    .from(receiptAcknowledgements)
    .innerJoin(transactions, eq(transactions.id, receiptAcknowledgements.transactionId))
    .where(and(eq(transactions.id, transactionId), eq(transactions.managerId, managerId)))
    .orderBy(asc(receiptAcknowledgements.answeredAt), asc(receiptAcknowledgements.id));
}

// A page of a day report's history within the manager's market (the market a report belonged to is in its
// audit values, after or, for a delete, before); null for another account's market, or for a report with
// neither rows in this market nor a live record.
export async function dayReportHistory({
  db,
  managerId,
  marketId,
  reportId,
  page,
}: ManagerMarket & {
  reportId: string;
  page: PageRequest;
}): Promise<PageOf<AuditEventRow> | null> {
  const [market] = await db
    .select({ id: markets.id })
    .from(markets)
    .where(and(eq(markets.managerId, managerId), eq(markets.id, marketId)));
  if (!market) return null;
  const inMarket = sql`coalesce(${auditEvents.after}, ${auditEvents.before}) ->> 'market_id' = ${market.id}`;
  const events = await listAuditEvents({
    db,
    managerId,
    entity: 'day_report',
    entityId: reportId,
    where: inMarket,
    page,
  });
  if (events.total_count) return events;
  const [live] = await db
    .select({ id: dayReports.id })
    .from(dayReports)
    .where(and(eq(dayReports.id, reportId), eq(dayReports.marketId, market.id)));
  return live ? events : null;
}
