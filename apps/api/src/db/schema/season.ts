import { ATTENDANCE_MARKS } from '@marketday/shared';
import { date, index, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { markets, marketVendors } from './markets';
import { users } from './users';

// The season (docs/season.md). A market's regular dates come from its weekday and season and are not stored;
// a row here is the manager's change to one date: a regular date cancelled, or an extra date added.
export const marketDateChangeEnum = pgEnum('market_date_change', ['CANCELLED', 'EXTRA']);

export const marketDateChanges = pgTable(
  'market_date_changes',
  {
    marketId: uuid('market_id')
      .notNull()
      .references(() => markets.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    status: marketDateChangeEnum('status').notNull(),
    note: text('note'),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.marketId, t.date] })],
);

// A mark is kept only once made: a vendor of the market without a row for the date is EXPECTED.
export const attendanceStatusEnum = pgEnum('attendance_status', ATTENDANCE_MARKS);

export const attendance = pgTable(
  'attendance',
  {
    marketVendorId: uuid('market_vendor_id')
      .notNull()
      .references(() => marketVendors.id, { onDelete: 'cascade' }),
    marketId: uuid('market_id')
      .notNull()
      .references(() => markets.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    status: attendanceStatusEnum('status').notNull(),
    markedBy: uuid('marked_by').references(() => users.id, { onDelete: 'set null' }),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.marketVendorId, t.date] }),
    index('attendance_market_date_idx').on(t.marketId, t.date),
  ],
);
