import { and, count, eq, gte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginAttempts } from '../../db/schema';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 30;
export const TOO_MANY_LOGINS_MESSAGE = 'Too many sign-in attempts. Please wait 15 minutes and try again.';

// Counted in the database so the limit holds across every API process.
export async function isLoginLimited({
  db,
  usernameKey,
  ip,
  now,
}: {
  db: Database;
  usernameKey: string;
  ip: string;
  now: Date;
}): Promise<boolean> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const failures = (column: typeof loginAttempts.usernameKey | typeof loginAttempts.ip, value: string) =>
    db
      .select({ n: count() })
      .from(loginAttempts)
      .where(and(eq(column, value), eq(loginAttempts.succeeded, false), gte(loginAttempts.createdAt, since)));
  const [[byAccount], [byIp]] = await Promise.all([
    failures(loginAttempts.usernameKey, usernameKey),
    failures(loginAttempts.ip, ip),
  ]);
  return (byAccount?.n ?? 0) >= MAX_FAILURES_PER_ACCOUNT || (byIp?.n ?? 0) >= MAX_FAILURES_PER_IP;
}

export async function recordLoginAttempt({
  db,
  usernameKey,
  ip,
  succeeded,
  now,
}: {
  db: Database;
  usernameKey: string;
  ip: string;
  succeeded: boolean;
  now: Date;
}) {
  await db.insert(loginAttempts).values({ usernameKey, ip, succeeded, createdAt: now });
}
