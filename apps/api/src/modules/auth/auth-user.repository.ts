import { accessForUser } from '@marketday/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { managers, sessions, subscriptions, users, vendors } from '../../db/schema';
import type { AuthUser } from '../../plugins/route-auth';

// One query per request: the user, a live session, and what decides their access level.
export async function loadAuthUser({
  db,
  userId,
  sessionId,
  now,
}: {
  db: Database;
  userId: string;
  sessionId: string;
  now: Date;
}): Promise<AuthUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      managerId: managers.id,
      vendorId: vendors.id,
      plan: subscriptions.plan,
      status: subscriptions.status,
      trialEnd: subscriptions.trialEnd,
    })
    .from(users)
    .innerJoin(
      sessions,
      and(eq(sessions.id, sessionId), eq(sessions.userId, users.id), isNull(sessions.revokedAt)),
    )
    .leftJoin(managers, eq(managers.userId, users.id))
    .leftJoin(vendors, eq(vendors.userId, users.id))
    .leftJoin(subscriptions, eq(subscriptions.managerId, managers.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  const subscription =
    row.plan && row.status ? { plan: row.plan, status: row.status, trialEnd: row.trialEnd } : null;
  return {
    id: row.id,
    role: row.role,
    access: accessForUser({ role: row.role, subscription, now }),
    sessionId,
    managerId: row.managerId,
    vendorId: row.vendorId,
  };
}
