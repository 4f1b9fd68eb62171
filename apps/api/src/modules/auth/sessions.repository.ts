import type { Role } from '@marketday/shared';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database, UserAt } from '../../db/client';
import { refreshTokens, sessions, users } from '../../db/schema';
import { hashToken, newOpaqueToken, REFRESH_TOKEN_TTL_MS, successorToken } from '../../lib/crypto/tokens';
import { forgetSignIns } from './signed-in-cache';

export async function createSession({ db, userId, now }: UserAt) {
  const [session] = await db
    .insert(sessions)
    .values({ userId, createdAt: now })
    .returning({ id: sessions.id });
  if (!session) throw new Error('Session was not created');
  const refreshToken = await issueRefreshToken({ db, sessionId: session.id, now });
  return { sessionId: session.id, refreshToken };
}

export async function issueRefreshToken({
  db,
  sessionId,
  now,
}: {
  db: Database;
  sessionId: string;
  now: Date;
}) {
  const token = newOpaqueToken();
  await db.insert(refreshTokens).values({
    sessionId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
    createdAt: now,
  });
  return token;
}

// Each revocation also forgets the sessions this process keeps (signed-in-cache.ts), before and after the write.
export async function revokeSession({ db, sessionId, now }: { db: Database; sessionId: string; now: Date }) {
  forgetSignIns();
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  forgetSignIns();
}

export async function revokeAllSessions({ db, userId, now }: UserAt) {
  forgetSignIns();
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  forgetSignIns();
}

// After a password change: every other device signs in again; the one that made the change stays.
export async function revokeOtherSessions({
  db,
  userId,
  keepSessionId,
  now,
}: UserAt & { keepSessionId: string }) {
  forgetSignIns();
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  forgetSignIns();
  return revoked.length;
}

// Two tabs (or a tab and the offline sync) may present the same refresh token at the same moment.
export const REFRESH_GRACE_MS = 10_000;

export type RotationResult =
  | { ok: true; userId: string; role: Role; sessionId: string; refreshToken: string; issuedAt: Date }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

// Each refresh token works once. Presented again within REFRESH_GRACE_MS of its use, it is answered with the same
// successor (and the same access token, issued at the same instant); after that it means the token was copied:
// the whole session ends.
export async function rotateRefreshToken({
  db,
  token,
  successorKey,
  now,
}: {
  db: Database;
  token: string;
  successorKey: Buffer;
  now: Date;
}) {
  const successor = successorToken({ key: successorKey, token });
  return db.transaction(async (tx): Promise<RotationResult> => {
    const [row] = await tx
      .select({
        id: refreshTokens.id,
        sessionId: refreshTokens.sessionId,
        expiresAt: refreshTokens.expiresAt,
        userId: sessions.userId,
        revokedAt: sessions.revokedAt,
        role: users.role,
      })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(refreshTokens.tokenHash, hashToken(token)));
    if (!row) return { ok: false, reason: 'unknown' };
    if (row.revokedAt) return { ok: false, reason: 'revoked' };
    if (row.expiresAt <= now) return { ok: false, reason: 'expired' };
    const rotated = { ok: true as const, userId: row.userId, role: row.role, sessionId: row.sessionId };
    // The conditional update claims the token once; a concurrent claim waits for this one and then finds it used.
    const [claimed] = await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
      .returning({ id: refreshTokens.id });
    if (claimed) {
      await tx.insert(refreshTokens).values({
        sessionId: row.sessionId,
        tokenHash: hashToken(successor),
        expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
        createdAt: now,
      });
      return { ...rotated, refreshToken: successor, issuedAt: now };
    }
    const [used] = await tx
      .select({ usedAt: refreshTokens.usedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.id, row.id));
    const [next] = await tx
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(
        and(eq(refreshTokens.tokenHash, hashToken(successor)), eq(refreshTokens.sessionId, row.sessionId)),
      );
    const usedAt = used?.usedAt;
    if (usedAt && next && now.getTime() - usedAt.getTime() <= REFRESH_GRACE_MS) {
      return { ...rotated, refreshToken: successor, issuedAt: usedAt };
    }
    forgetSignIns();
    await tx.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, row.sessionId));
    forgetSignIns();
    return { ok: false, reason: 'reused' };
  });
}
