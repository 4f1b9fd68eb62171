import { accessForUser } from '@marketday/shared';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { type Database, statementName, type UserAt } from '../../db/client';
import {
  managers,
  sessions,
  staffMemberMarkets,
  staffMembers,
  subscriptions,
  users,
  vendors,
} from '../../db/schema';
import type { AuthUser } from '../../plugins/route-auth';
import { keepSignIn, recallSignIn, signInReadAt } from './signed-in-cache';

// The user, a live session, and what decides their access level, in one query. A staff member's manager
// and subscription are their employer's, through their live (not revoked) staff row.
function prepareAuthLookup(db: Database) {
  return db
    .select({
      id: users.id,
      role: users.role,
      managerId: managers.id,
      staffMemberId: staffMembers.id,
      staffRole: staffMembers.role,
      staffMarketIds: sql<
        string[] | null
      >`(select array_agg(${staffMemberMarkets.marketId}::text) from ${staffMemberMarkets} where ${staffMemberMarkets.staffMemberId} = ${staffMembers.id})`,
      vendorId: vendors.id,
      plan: subscriptions.plan,
      status: subscriptions.status,
      trialEnd: subscriptions.trialEnd,
      customerRef: subscriptions.customerRef,
      cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
    })
    .from(users)
    .innerJoin(
      sessions,
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, users.id),
        isNull(sessions.revokedAt),
      ),
    )
    .leftJoin(staffMembers, and(eq(staffMembers.userId, users.id), isNull(staffMembers.revokedAt)))
    .leftJoin(managers, or(eq(managers.userId, users.id), eq(managers.id, staffMembers.managerId)))
    .leftJoin(vendors, eq(vendors.userId, users.id))
    .leftJoin(subscriptions, eq(subscriptions.managerId, managers.id))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare(statementName(db, 'load_auth_user'));
}

// It runs on every protected request, so it is built and planned once per database, and its answer is kept for a
// moment (signed-in-cache.ts: a revocation in another process takes effect within SIGNED_IN_TTL_MS).
const lookups = new WeakMap<Database, ReturnType<typeof prepareAuthLookup>>();
type AuthRow = Awaited<ReturnType<ReturnType<typeof prepareAuthLookup>['execute']>>[number];

export async function loadAuthUser({
  db,
  userId,
  sessionId,
  now,
}: UserAt & { sessionId: string }): Promise<AuthUser | null> {
  let row = recallSignIn<AuthRow>(sessionId, userId);
  if (!row) {
    let lookup = lookups.get(db);
    if (!lookup) {
      lookup = prepareAuthLookup(db);
      lookups.set(db, lookup);
    }
    const readAt = signInReadAt();
    [row] = await lookup.execute({ userId, sessionId });
    if (!row) return null;
    keepSignIn(sessionId, userId, row, readAt);
  }
  return signedInFrom(row, sessionId, now);
}

/**
 * The signed-in user from the row kept for this session, without a promise (the request hook's fast path):
 * undefined when no fresh row is kept (call loadAuthUser). The same answer loadAuthUser gives from that row.
 */
export function recallAuthUser({
  userId,
  sessionId,
  now,
}: {
  userId: string;
  sessionId: string;
  now: Date;
}): AuthUser | null | undefined {
  const row = recallSignIn<AuthRow>(sessionId, userId);
  return row ? signedInFrom(row, sessionId, now) : undefined;
}

// The access level is worked out from the row at every request: it depends on the time.
function signedInFrom(row: AuthRow, sessionId: string, now: Date): AuthUser | null {
  const { plan, status, trialEnd, customerRef, cancelAtPeriodEnd, currentPeriodEnd } = row;
  const subscription =
    plan && status ? { plan, status, trialEnd, customerRef, cancelAtPeriodEnd, currentPeriodEnd } : null;
  const signedIn = { id: row.id, access: accessForUser({ role: row.role, subscription, now }), sessionId };
  switch (row.role) {
    case 'MARKET_MANAGER':
      return row.managerId
        ? { ...signedIn, role: row.role, managerId: row.managerId, vendorId: null, staff: null }
        : null;
    case 'MARKET_STAFF':
      // Revoked, or the employer gone: not signed in at all (docs/decisions/029).
      if (!row.managerId || !row.staffMemberId || !row.staffRole) return null;
      return {
        ...signedIn,
        role: row.role,
        managerId: row.managerId,
        vendorId: null,
        staff: {
          memberId: row.staffMemberId,
          role: row.staffRole,
          marketIds: [...(row.staffMarketIds ?? [])],
        },
      };
    case 'VENDOR':
      return row.vendorId
        ? { ...signedIn, role: row.role, managerId: null, vendorId: row.vendorId, staff: null }
        : null;
    default:
      return { ...signedIn, role: row.role, managerId: null, vendorId: null, staff: null };
  }
}

// The account a sign-in or a reset names: by username or e-mail, in any case.
export async function findUserByLogin({ db, login }: { db: Database; login: string }) {
  const key = login.trim().toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, key), eq(sql`lower(${users.email})`, key)))
    .limit(1);
  return user ?? null;
}

export async function findUserByEmail({ db, email }: { db: Database; email: string }) {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
    .limit(1);
  return user ?? null;
}

// A new password (already hashed) for the account.
export async function setPasswordHash({ db, userId, passwordHash, now }: UserAt & { passwordHash: string }) {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}
