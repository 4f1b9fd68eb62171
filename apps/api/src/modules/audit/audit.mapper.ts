import {
  type AuditAction,
  type AuditEntity,
  type AuditEvent,
  auditChanges,
  auditValuesInDollars,
  type StoredAuditValues,
} from '@marketday/shared';
import type { AuditEventRow } from './audit.repository';

// A stored audit row as the history routes answer it: the values turn from the stored cents into the API's
// dollars here, once; the changes are read from the cents themselves.
export function toAuditEvent({ event, username }: AuditEventRow): AuditEvent {
  const entity = event.entity as AuditEntity;
  const before = (event.before as StoredAuditValues | null) ?? null;
  const after = (event.after as StoredAuditValues | null) ?? null;
  return {
    id: event.id,
    entity,
    entity_id: event.entityId,
    action: event.action as AuditAction,
    actor: event.actorUserId && username ? { id: event.actorUserId, username } : null,
    created_at: event.createdAt.toISOString(),
    before: auditValuesInDollars(entity, before),
    after: auditValuesInDollars(entity, after),
    changes: auditChanges({ entity, before, after }),
  };
}
