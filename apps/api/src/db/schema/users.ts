import { LOCALES, ROLES } from '@marketday/shared';
import { sql } from 'drizzle-orm';
import { pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, timestamps, updatedAt } from './columns';

export const roleEnum = pgEnum('role', ROLES);
// The languages Marketday speaks (docs/i18n.md).
export const languageEnum = pgEnum('language', LOCALES);

export const users = pgTable(
  'users',
  {
    id: id(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: roleEnum('role').notNull(),
    // The language the account chose; null until it does (its screens follow the browser until then).
    language: languageEnum('language'),
    ...timestamps(),
  },
  // Sign-in accepts either name in any case, so both are unique case-insensitively.
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
  ],
);

// Who did something to a row (created_by, decided_by…): the row outlives the account, then pointing at nobody.
export const byUser = (name: string) => uuid(name).references(() => users.id, { onDelete: 'set null' });

// Who did it and when, as the pairs of columns the tables carry.
export const createdByAt = () => ({ createdBy: byUser('created_by'), createdAt: createdAt() });
export const updatedByAt = () => ({ updatedBy: byUser('updated_by'), updatedAt: updatedAt() });
// Both null until the row is decided (approved, refused…).
export const decidedByAt = () => ({
  decidedBy: byUser('decided_by'),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
});

export const admins = pgTable('admins', {
  id: id(),
  userId: ref('user_id', () => users.id, 'cascade').unique(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});
