import {
  type AuditAction,
  type AuditEntity,
  type AuditEvent,
  type AuditValues,
  auditChanges,
} from '@marketday/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditEvents, users } from '../../db/schema';

export type AuditRecord = {
  managerId: string;
  actorUserId: string;
  entity: AuditEntity;
  entityId: string;
  action: AuditAction;
  before: AuditValues | null;
  after: AuditValues | null;
};

// Call with the database transaction that makes the change: the change and its audit row commit together.
export async function recordAudit(tx: Database, record: AuditRecord) {
  await tx.insert(auditEvents).values({
    managerId: record.managerId,
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
