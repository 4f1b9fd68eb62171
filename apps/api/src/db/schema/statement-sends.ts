import { date, index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id, ref } from './columns';
import { managers } from './managers';
import { markets } from './markets';
import { byUser } from './users';
import { vendors } from './vendors';

// Vendor statements e-mailed in a batch (issue 17 item 3; docs/decisions/027, "Statements"). The batch and each
// vendor's place in it are rows, so any API process can answer how far it got while the one that started it
// sends in the background.
export const STATEMENT_SEND_STATUSES = ['PENDING', 'SENT', 'SKIPPED', 'FAILED'] as const;
export type StatementSendStatus = (typeof STATEMENT_SEND_STATUSES)[number];
export const statementSendStatusEnum = pgEnum('statement_send_status', STATEMENT_SEND_STATUSES);

export const statementSends = pgTable(
  'statement_sends',
  {
    id: id(),
    managerId: ref('manager_id', () => managers.id, 'cascade'),
    marketId: ref('market_id', () => markets.id, 'cascade'),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    createdBy: byUser('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    // Moved on after every statement: a batch with statements waiting and no progress for a while was cut off
    // (its process stopped) and is reported as such.
    progressAt: timestamp('progress_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('statement_sends_market_idx').on(t.marketId, t.progressAt)],
);

export const statementSendItems = pgTable(
  'statement_send_items',
  {
    id: id(),
    sendId: ref('send_id', () => statementSends.id, 'cascade'),
    // The order statements go out in (the vendors by name).
    position: integer('position').notNull(),
    vendorId: uuid('vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
    // As it was when the batch started, for the progress report.
    vendorName: text('vendor_name').notNull(),
    // Null: the vendor had no address, and the item is SKIPPED.
    email: text('email'),
    status: statementSendStatusEnum('status').notNull(),
    reason: text('reason'),
  },
  (t) => [
    index('statement_send_items_send_idx').on(t.sendId, t.position),
    index('statement_send_items_vendor_idx').on(t.vendorId),
  ],
);
