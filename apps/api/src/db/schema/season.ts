import { ATTENDANCE_MARKS } from '@marketday/shared';
import { date, index, pgEnum, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { ref } from './columns';
import { marketVendorDate } from './market-vendor-columns';
import { markets } from './markets';
import { byUser } from './users';

// The season (docs/season.md). A market's regular dates come from its weekday and season and are not stored;
// a row here is the manager's change to one date: a regular date cancelled, or an extra date added.
export const marketDateChangeEnum = pgEnum('market_date_change', ['CANCELLED', 'EXTRA']);

export const marketDateChanges = pgTable(
  'market_date_changes',
  {
    marketId: ref('market_id', () => markets.id, 'cascade'),
    date: date('date').notNull(),
    status: marketDateChangeEnum('status').notNull(),
    note: text('note'),
    changedBy: byUser('changed_by'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.marketId, t.date] })],
);

// A mark is kept only once made: a vendor of the market without a row for the date is EXPECTED.
export const attendanceStatusEnum = pgEnum('attendance_status', ATTENDANCE_MARKS);

export const attendance = pgTable(
  'attendance',
  {
    ...marketVendorDate(),
    status: attendanceStatusEnum('status').notNull(),
    markedBy: byUser('marked_by'),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.marketVendorId, t.date] }),
    index('attendance_market_date_idx').on(t.marketId, t.date),
  ],
);
