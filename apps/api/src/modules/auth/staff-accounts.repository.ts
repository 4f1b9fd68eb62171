import { and, eq, isNull } from 'drizzle-orm';
import type { Database, UserAt } from '../../db/client';
import { managers, staffMembers } from '../../db/schema';

// What signing in and the profile need to know of a staff account. The staff workflow (modules/staff) invites,
// edits and revokes them; these reads sit in the platform tier so auth and users need not reach up to it.

// A staff user whose row is revoked (or whose employer is gone) cannot sign in.
export async function isLiveStaff({ db, userId }: { db: Database; userId: string }) {
  const [row] = await db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(and(eq(staffMembers.userId, userId), isNull(staffMembers.revokedAt)));
  return Boolean(row);
}

// Shown on the manager's Staff page.
export async function recordStaffSignIn({ db, userId, now }: UserAt) {
  await db
    .update(staffMembers)
    .set({ lastSignInAt: now })
    .where(and(eq(staffMembers.userId, userId), isNull(staffMembers.revokedAt)));
}

export async function employerName({ db, managerId }: { db: Database; managerId: string }) {
  const [row] = await db
    .select({ firstname: managers.firstname, lastname: managers.lastname })
    .from(managers)
    .where(eq(managers.id, managerId));
  return row ? `${row.firstname} ${row.lastname}`.trim() : '';
}
