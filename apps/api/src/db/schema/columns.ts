import { type AnyPgColumn, timestamp, uuid } from 'drizzle-orm/pg-core';

export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
// The pair a row edited in place carries.
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

// A single-use secret's life (refresh token, password reset, invitation): it expires, and is spent once used.
export const singleUse = () => ({
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

// A required uuid column pointing at another table's id, removed or refused with the row it points at
// (`target` is a function so that tables may point at each other, or at themselves).
export const ref = (name: string, target: () => AnyPgColumn, onDelete: 'cascade' | 'restrict') =>
  uuid(name).notNull().references(target, { onDelete });
