import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, ref } from './columns';
import { vendors } from './vendors';

// A vendor's private calendar feed (docs/season.md "Calendars"): the secret in its URL, 32 random bytes. It is
// kept as it is (not hashed) because the vendor reads their URL again on their screen, as calendar apps' secret
// addresses are; resetting replaces it, and the old URL finds nothing.
export const vendorCalendarFeeds = pgTable(
  'vendor_calendar_feeds',
  {
    vendorId: ref('vendor_id', () => vendors.id, 'cascade').primaryKey(),
    token: text('token').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('vendor_calendar_feeds_token_uq').on(t.token)],
);
