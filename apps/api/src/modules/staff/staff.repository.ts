import type { StaffMember, StaffRole } from '@marketday/shared';
import { and, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database, ManagerKey, TokenHashLookup } from '../../db/client';
import {
  billingPlans,
  managers,
  markets,
  staffInvitations,
  staffMemberMarkets,
  staffMembers,
  subscriptions,
  users,
} from '../../db/schema';
import { forgetSignIns } from '../auth';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

// Everyone a manager ever invited, newest first, with their markets and the latest invitation's expiry.
export async function listStaff({
  db,
  managerId,
  id,
}: ManagerKey & {
  id?: string;
}): Promise<StaffMember[]> {
  const rows = await db
    .select({
      id: staffMembers.id,
      email: staffMembers.email,
      username: users.username,
      role: staffMembers.role,
      createdAt: staffMembers.createdAt,
      acceptedAt: staffMembers.acceptedAt,
      revokedAt: staffMembers.revokedAt,
      lastSignInAt: staffMembers.lastSignInAt,
      marketIds: sql<
        string[] | null
      >`(select array_agg(${staffMemberMarkets.marketId}::text order by ${staffMemberMarkets.marketId}) from ${staffMemberMarkets} where ${staffMemberMarkets.staffMemberId} = ${staffMembers.id})`,
      expiresAt: sql<
        string | null
      >`(select max(${staffInvitations.expiresAt}) from ${staffInvitations} where ${staffInvitations.staffMemberId} = ${staffMembers.id})`,
    })
    .from(staffMembers)
    .leftJoin(users, eq(users.id, staffMembers.userId))
    .where(and(eq(staffMembers.managerId, managerId), id ? eq(staffMembers.id, id) : undefined))
    .orderBy(desc(staffMembers.createdAt), staffMembers.id);
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    username: row.username,
    role: row.role,
    status: row.revokedAt ? 'REVOKED' : row.acceptedAt ? 'ACTIVE' : 'PENDING',
    market_ids: row.marketIds ?? [],
    invited_at: row.createdAt.toISOString(),
    invitation_expires_at: row.acceptedAt || !row.expiresAt ? null : new Date(row.expiresAt).toISOString(),
    accepted_at: iso(row.acceptedAt),
    revoked_at: iso(row.revokedAt),
    last_sign_in_at: iso(row.lastSignInAt),
  }));
}

// Seats taken: live members who accepted, and invitations still open (docs/decisions/029); `except` leaves
// out the member being invited again, who takes a seat afresh.
export async function seatsUsed({
  db,
  managerId,
  now,
  except,
}: ManagerKey & {
  now: Date;
  except?: string | undefined;
}) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(staffMembers)
    .where(
      and(
        eq(staffMembers.managerId, managerId),
        isNull(staffMembers.revokedAt),
        except ? ne(staffMembers.id, except) : undefined,
        sql`(${staffMembers.acceptedAt} is not null or exists (select 1 from ${staffInvitations} where ${staffInvitations.staffMemberId} = ${staffMembers.id} and ${staffInvitations.usedAt} is null and ${staffInvitations.expiresAt} > ${now}))`,
      ),
    );
  return row?.n ?? 0;
}

export async function seatLimit({ db, managerId }: { db: Database; managerId: string }) {
  const [row] = await db
    .select({ max: billingPlans.maxStaff })
    .from(subscriptions)
    .innerJoin(billingPlans, eq(billingPlans.plan, subscriptions.plan))
    .where(eq(subscriptions.managerId, managerId));
  return row?.max ?? null;
}

export async function lockManager(tx: Database, managerId: string) {
  await tx.select({ id: managers.id }).from(managers).where(eq(managers.id, managerId)).for('update');
}

// The ids among `marketIds` that are this manager's.
export async function ownMarketIds({
  db,
  managerId,
  marketIds,
}: ManagerKey & {
  marketIds: string[];
}) {
  const rows = await db
    .select({ id: markets.id })
    .from(markets)
    .where(and(eq(markets.managerId, managerId), inArray(markets.id, marketIds)));
  return rows.map((row) => row.id);
}

// Each change to a member's role, markets or standing forgets the sign-ins this process keeps (a staff member's
// markets and role are part of who they are signed in as: modules/auth/signed-in-cache.ts).
export async function setStaffMarkets(tx: Database, staffMemberId: string, marketIds: string[]) {
  forgetSignIns();
  await tx.delete(staffMemberMarkets).where(eq(staffMemberMarkets.staffMemberId, staffMemberId));
  await tx.insert(staffMemberMarkets).values(marketIds.map((marketId) => ({ staffMemberId, marketId })));
  forgetSignIns();
}

// An open invitation by its token's hash: unused, unexpired, its member neither accepted nor revoked.
export async function findOpenInvitation({ db, tokenHash, now }: TokenHashLookup) {
  const [row] = await db
    .select({
      invitationId: staffInvitations.id,
      staffMemberId: staffMembers.id,
      email: staffMembers.email,
      role: staffMembers.role,
      expiresAt: staffInvitations.expiresAt,
      firstname: managers.firstname,
      lastname: managers.lastname,
      managerId: managers.id,
    })
    .from(staffInvitations)
    .innerJoin(staffMembers, eq(staffMembers.id, staffInvitations.staffMemberId))
    .innerJoin(managers, eq(managers.id, staffMembers.managerId))
    .where(
      and(
        eq(staffInvitations.tokenHash, tokenHash),
        isNull(staffInvitations.usedAt),
        gt(staffInvitations.expiresAt, now),
        isNull(staffMembers.revokedAt),
        isNull(staffMembers.acceptedAt),
      ),
    );
  return row ?? null;
}

export async function marketNamesOf({ db, staffMemberId }: { db: Database; staffMemberId: string }) {
  const rows = await db
    .select({ name: markets.name })
    .from(staffMemberMarkets)
    .innerJoin(markets, eq(markets.id, staffMemberMarkets.marketId))
    .where(eq(staffMemberMarkets.staffMemberId, staffMemberId))
    .orderBy(markets.name);
  return rows.map((row) => row.name);
}

// The account an address already has, and whether it is a staff account with no live employer (a helper whose
// access was revoked): such an account may be invited again and is reused when they accept.
export async function accountByEmail({ db, email }: { db: Database; email: string }) {
  // A join, not a subquery in the select list: drizzle leaves a single table's columns unqualified there.
  const [account] = await db
    .select({ id: users.id, role: users.role, language: users.language, liveRow: staffMembers.id })
    .from(users)
    .leftJoin(staffMembers, and(eq(staffMembers.userId, users.id), isNull(staffMembers.revokedAt)))
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  if (!account) return null;
  return {
    id: account.id,
    language: account.language,
    returningHelper: account.role === 'MARKET_STAFF' && account.liveRow === null,
  };
}

// Writes. The service decides who may make them; these only store them.

// The manager's live (not revoked) member with this e-mail (lower-cased already), if any.
export async function findLiveMemberByEmail(tx: Database, managerId: string, email: string) {
  const [live] = await tx
    .select({ id: staffMembers.id, acceptedAt: staffMembers.acceptedAt })
    .from(staffMembers)
    .where(
      and(
        eq(staffMembers.managerId, managerId),
        isNull(staffMembers.revokedAt),
        sql`lower(${staffMembers.email}) = ${email}`,
      ),
    );
  return live ?? null;
}

export async function setMemberRole(tx: Database, staffMemberId: string, role: StaffRole) {
  forgetSignIns();
  await tx.update(staffMembers).set({ role }).where(eq(staffMembers.id, staffMemberId));
  forgetSignIns();
}

// The member's links not used yet stop working.
export async function closeOpenInvitations(tx: Database, staffMemberId: string, now: Date) {
  await tx
    .update(staffInvitations)
    .set({ usedAt: now })
    .where(and(eq(staffInvitations.staffMemberId, staffMemberId), isNull(staffInvitations.usedAt)));
}

// Answers the new member's id (undefined if no row came back).
export async function insertMember(
  tx: Database,
  values: { managerId: string; email: string; role: StaffRole; invitedBy: string; createdAt: Date },
): Promise<string | undefined> {
  const [row] = await tx.insert(staffMembers).values(values).returning({ id: staffMembers.id });
  return row?.id;
}

export async function insertInvitation(
  tx: Database,
  values: { staffMemberId: string; tokenHash: string; expiresAt: Date; createdAt: Date },
) {
  await tx.insert(staffInvitations).values(values);
}

// Answers false when the manager has no such live member.
export async function setLiveMemberRole(
  tx: Database,
  { managerId, id, role }: { managerId: string; id: string; role: StaffRole },
): Promise<boolean> {
  forgetSignIns();
  const [row] = await tx
    .update(staffMembers)
    .set({ role })
    .where(
      and(eq(staffMembers.id, id), eq(staffMembers.managerId, managerId), isNull(staffMembers.revokedAt)),
    )
    .returning({ id: staffMembers.id });
  forgetSignIns();
  return Boolean(row);
}

// Revokes the manager's live member; answers their account (null when they never accepted), or null for none.
export async function revokeLiveMember(
  tx: Database,
  { managerId, id, now }: { managerId: string; id: string; now: Date },
): Promise<{ userId: string | null } | null> {
  forgetSignIns();
  const [row] = await tx
    .update(staffMembers)
    .set({ revokedAt: now })
    .where(
      and(eq(staffMembers.id, id), eq(staffMembers.managerId, managerId), isNull(staffMembers.revokedAt)),
    )
    .returning({ userId: staffMembers.userId });
  forgetSignIns();
  return row ?? null;
}

// Takes the member's row FOR UPDATE (as a revoke does); answers when it was revoked, or null for no row.
export async function lockMember(tx: Database, staffMemberId: string) {
  const [member] = await tx
    .select({ revokedAt: staffMembers.revokedAt })
    .from(staffMembers)
    .where(eq(staffMembers.id, staffMemberId))
    .for('update');
  return member ?? null;
}

// Marks the invitation used if it was not; answers whether this call did.
export async function claimInvitation(tx: Database, invitationId: string, now: Date): Promise<boolean> {
  const [claimed] = await tx
    .update(staffInvitations)
    .set({ usedAt: now })
    .where(and(eq(staffInvitations.id, invitationId), isNull(staffInvitations.usedAt)))
    .returning({ id: staffInvitations.id });
  return Boolean(claimed);
}

const userColumns = { id: users.id, username: users.username, role: users.role };

// A returning helper's account gets the new credentials.
export async function updateHelperAccount(
  tx: Database,
  {
    userId,
    username,
    passwordHash,
    now,
  }: { userId: string; username: string; passwordHash: string; now: Date },
) {
  const [user] = await tx
    .update(users)
    .set({ username, passwordHash, updatedAt: now })
    .where(eq(users.id, userId))
    .returning(userColumns);
  return user ?? null;
}

export async function insertStaffAccount(
  tx: Database,
  values: { username: string; email: string; passwordHash: string; role: 'MARKET_STAFF' },
) {
  const [user] = await tx.insert(users).values(values).returning(userColumns);
  return user ?? null;
}

export async function markMemberAccepted(
  tx: Database,
  { staffMemberId, userId, now }: { staffMemberId: string; userId: string; now: Date },
) {
  await tx.update(staffMembers).set({ userId, acceptedAt: now }).where(eq(staffMembers.id, staffMemberId));
}
