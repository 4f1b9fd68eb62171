import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { managers } from './managers';
import { byUser } from './users';
import { vendors } from './vendors';

// Who changed money, when, and the values before and after (checkouts, day reports, manual token entries),
// and who corrected a vendor's document details. A vendor's own correction has no manager: it is found by
// the vendor instead.
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    managerId: uuid('manager_id').references(() => managers.id, { onDelete: 'cascade' }),
    vendorId: uuid('vendor_id').references(() => vendors.id, { onDelete: 'cascade' }),
    actorUserId: byUser('actor_user_id'),
    // 'transaction' | 'day_report' | 'token_entry' | 'document'
    entity: text('entity').notNull(),
    entityId: uuid('entity_id').notNull(),
    // 'create' | 'update' | 'delete'
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_events_entity_idx').on(t.entity, t.entityId),
    index('audit_events_manager_idx').on(t.managerId, t.createdAt),
  ],
);
