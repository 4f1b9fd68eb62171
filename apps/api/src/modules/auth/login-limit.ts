import { and, eq, gte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginAttempts } from '../../db/schema';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 30;
export const TOO_MANY_LOGINS_MESSAGE = 'Too many sign-in attempts. Please wait 15 minutes and try again.';

export type AttemptLimits = { windowMs: number; perKey: number; perIp: number };
export const LOGIN_LIMITS: AttemptLimits = {
  windowMs: LOGIN_WINDOW_MS,
  perKey: MAX_FAILURES_PER_ACCOUNT,
  perIp: MAX_FAILURES_PER_IP,
};

// An attempt being checked counts against the limit for this long at most (a crashed process leaves its row).
const PENDING_MS = 60_000;
// Over the limit only because other attempts are still being checked: wait for them this long, then refuse.
const MAX_WAIT_MS = 5_000;
const RETRY_MS = 50;

// Record first, count second, as two statements: the insert commits on its own before the count starts, so of
// any number of concurrent attempts (on any number of connections) the k-th to commit counts at least k rows,
// and no more than the limit are ever being checked or failed. (One statement would not do: its snapshot misses
// concurrent inserts.) The row is pending (succeeded = true) until `settleAttempt`: a failure keeps it
// (succeeded = false), a success removes it. `charged` attempts (reset requests) count at once, whatever happens.
// Returns the attempt's id, or null when over the limit.
export async function claimAttempt({
  db,
  key,
  ip,
  now,
  limits = LOGIN_LIMITS,
  charged = false,
}: {
  db: Database;
  key: string;
  ip: string;
  now: Date;
  limits?: AttemptLimits;
  charged?: boolean;
}): Promise<string | null> {
  const deadline = Date.now() + MAX_WAIT_MS;
  for (;;) {
    const outcome = await tryClaim({ db, key, ip, now, limits, charged });
    if (outcome !== 'busy') return outcome === 'full' ? null : outcome;
    if (Date.now() >= deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS + Math.random() * RETRY_MS));
  }
}

async function tryClaim({
  db,
  key,
  ip,
  now,
  limits,
  charged,
}: {
  db: Database;
  key: string;
  ip: string;
  now: Date;
  limits: AttemptLimits;
  charged: boolean;
}): Promise<string | 'full' | 'busy'> {
  const [attempt] = await db
    .insert(loginAttempts)
    .values({ usernameKey: key, ip, succeeded: !charged, createdAt: now })
    .returning({ id: loginAttempts.id });
  if (!attempt) throw new Error('Attempt was not recorded');
  const since = new Date(now.getTime() - limits.windowMs);
  const pendingSince = new Date(now.getTime() - PENDING_MS);
  const failed = sql`${loginAttempts.succeeded} = false`;
  const pending = sql`${loginAttempts.succeeded} = true and ${loginAttempts.createdAt} >= ${pendingSince}`;
  const byKey = sql`${loginAttempts.usernameKey} = ${key}`;
  const byIp = sql`${loginAttempts.ip} = ${ip}`;
  const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const [counted] = await db
    .select({
      failedByKey: countWhere(sql`${byKey} and ${failed}`),
      pendingByKey: countWhere(sql`${byKey} and ${pending}`),
      failedByIp: countWhere(sql`${byIp} and ${failed}`),
      pendingByIp: countWhere(sql`${byIp} and ${pending}`),
    })
    .from(loginAttempts)
    .where(
      and(
        or(eq(loginAttempts.usernameKey, key), eq(loginAttempts.ip, ip)),
        gte(loginAttempts.createdAt, since),
      ),
    );
  const { failedByKey = 0, pendingByKey = 0, failedByIp = 0, pendingByIp = 0 } = counted ?? {};
  if (failedByKey + pendingByKey <= limits.perKey && failedByIp + pendingByIp <= limits.perIp)
    return attempt.id;
  // Refused or postponed attempts leave nothing behind, so refusals do not prolong a lock-out.
  await db.delete(loginAttempts).where(eq(loginAttempts.id, attempt.id));
  const own = charged ? 1 : 0;
  return failedByKey - own >= limits.perKey || failedByIp - own >= limits.perIp ? 'full' : 'busy';
}

// A failed attempt stays counted for the window; a successful one gives its place back.
export async function settleAttempt({ db, id, failed }: { db: Database; id: string; failed: boolean }) {
  if (failed) await db.update(loginAttempts).set({ succeeded: false }).where(eq(loginAttempts.id, id));
  else await db.delete(loginAttempts).where(eq(loginAttempts.id, id));
}
