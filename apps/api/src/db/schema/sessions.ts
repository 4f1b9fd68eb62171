import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, singleUse } from './columns';
import { users } from './users';

// A session is one sign-in: the family of its rotated refresh tokens. Revoking it ends every token at once.
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: ref('user_id', () => users.id, 'cascade'),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    sessionId: ref('session_id', () => sessions.id, 'cascade'),
    tokenHash: text('token_hash').notNull().unique(),
    ...singleUse(),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_session_idx').on(t.sessionId)],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  id: id(),
  userId: ref('user_id', () => users.id, 'cascade'),
  tokenHash: text('token_hash').notNull().unique(),
  ...singleUse(),
  createdAt: createdAt(),
});

// Failed sign-ins, counted per account and per address; kept in the database so every API process sees them.
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: id(),
    usernameKey: text('username_key').notNull(),
    ip: text('ip').notNull(),
    succeeded: boolean('succeeded').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_attempts_username_idx').on(t.usernameKey, t.createdAt),
    index('login_attempts_ip_idx').on(t.ip, t.createdAt),
  ],
);
