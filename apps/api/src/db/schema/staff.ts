import { STAFF_ROLES } from '@marketday/shared';
import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, singleUse } from './columns';
import { managers } from './managers';
import { markets } from './markets';
import { byUser, users } from './users';

export const staffRoleEnum = pgEnum('staff_role', STAFF_ROLES);

// A person a manager invited to work some of their markets (docs/decisions/029-staff-accounts.md). The row
// exists from the invitation on; user_id is set when the invitation is accepted. A revoked row stays, so the
// list keeps its history and the audit trail's actor keeps a name.
export const staffMembers = pgTable(
  'staff_members',
  {
    id: id(),
    managerId: ref('manager_id', () => managers.id, 'cascade'),
    // One live row per user: a revoked helper may be invited again, by this manager or another.
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: staffRoleEnum('role').notNull(),
    invitedBy: byUser('invited_by'),
    createdAt: createdAt(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  },
  (t) => [
    index('staff_members_manager_idx').on(t.managerId, t.createdAt),
    uniqueIndex('staff_members_live_user_uq').on(t.userId).where(sql`${t.revokedAt} is null`),
    // One live invitation or account per address per employer.
    uniqueIndex('staff_members_live_email_uq')
      .on(t.managerId, sql`lower(${t.email})`)
      .where(sql`${t.revokedAt} is null`),
  ],
);

export const staffMemberMarkets = pgTable(
  'staff_member_markets',
  {
    staffMemberId: ref('staff_member_id', () => staffMembers.id, 'cascade'),
    marketId: ref('market_id', () => markets.id, 'cascade'),
  },
  (t) => [primaryKey({ columns: [t.staffMemberId, t.marketId] })],
);

// The mailed link's token, stored as its sha-256 only; single use, 7 days (like password resets, decision 011).
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: id(),
    staffMemberId: ref('staff_member_id', () => staffMembers.id, 'cascade'),
    tokenHash: text('token_hash').notNull(),
    ...singleUse(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_invitations_token_uq').on(t.tokenHash),
    index('staff_invitations_member_idx').on(t.staffMemberId),
  ],
);
