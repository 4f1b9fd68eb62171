import {
  type AuditAction,
  type AuditEntity,
  type AuditEvent,
  type AuditValues,
  auditChanges,
  type DayReportAuditValues,
} from '@marketday/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditEvents, dayReports, users } from '../../db/schema';
import { findOwnedMarket } from '../markets/markets.repository';
import { getTransaction } from '../transactions/transactions.repository';

export type AuditRecord = {
  // Null for a vendor's correction of their own document (found by vendorId instead).
  managerId: string | null;
  vendorId?: string | null;
  actorUserId: string;
  entity: AuditEntity;
  entityId: string;
  action: AuditAction;
  before: AuditValues | null;
  after: AuditValues | null;
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

// Oldest first, scoped to the manager; rows outlive the entity, so a deleted checkout keeps its history.
export async function listAuditEvents({
  db,
  managerId,
  entity,
  entityId,
}: {
  db: Database;
  managerId: string;
  entity: AuditEntity;
  entityId: string;
}): Promise<AuditEvent[]> {
  const rows = await db
    .select({ event: auditEvents, username: users.username })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorUserId))
    .where(
      and(
        eq(auditEvents.managerId, managerId),
        eq(auditEvents.entity, entity),
        eq(auditEvents.entityId, entityId),
      ),
    )
    .orderBy(asc(auditEvents.createdAt), asc(auditEvents.id));
  return rows.map(({ event, username }) => {
    const before = (event.before as AuditValues | null) ?? null;
    const after = (event.after as AuditValues | null) ?? null;
    return {
      id: event.id,
      entity: event.entity as AuditEntity,
      entity_id: event.entityId,
      action: event.action as AuditAction,
      actor: event.actorUserId && username ? { id: event.actorUserId, username } : null,
      created_at: event.createdAt.toISOString(),
      before,
      after,
      changes: auditChanges({ entity: event.entity as AuditEntity, before, after }),
    };
  });
}

// A checkout's history; one that predates the audit trail but still exists has an empty one. Null when the
// manager has neither rows nor the live checkout.
export async function transactionHistory({
  db,
  managerId,
  transactionId,
}: {
  db: Database;
  managerId: string;
  transactionId: string;
}): Promise<AuditEvent[] | null> {
  const events = await listAuditEvents({ db, managerId, entity: 'transaction', entityId: transactionId });
  if (events.length > 0) return events;
  return (await getTransaction({ db, managerId, id: transactionId })) ? [] : null;
}

// A day report's history within the manager's market; null for another account's market, or for a report
// with neither rows in this market nor a live record.
export async function dayReportHistory({
  db,
  managerId,
  marketId,
  reportId,
}: {
  db: Database;
  managerId: string;
  marketId: string;
  reportId: string;
}): Promise<AuditEvent[] | null> {
  const market = await findOwnedMarket({ db, managerId, marketId });
  if (!market) return null;
  const events = (await listAuditEvents({ db, managerId, entity: 'day_report', entityId: reportId })).filter(
    (e) => ((e.after ?? e.before) as DayReportAuditValues | null)?.market_id === market.id,
  );
  if (events.length > 0) return events;
  const [live] = await db
    .select({ id: dayReports.id })
    .from(dayReports)
    .where(and(eq(dayReports.id, reportId), eq(dayReports.marketId, market.id)));
  return live ? [] : null;
}
