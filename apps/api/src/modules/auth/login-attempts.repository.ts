import { and, eq, gte, min, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { loginAttempts } from '../../db/schema';

// The rows the sign-in, reset-request and sign-up limits count (login-limit.ts holds the rules).

// Records an attempt (pending while `succeeded` is true) and answers its id.
export async function insertAttempt({
  db,
  key,
  ip,
  succeeded,
  now,
}: {
  db: Database;
  key: string;
  ip: string;
  succeeded: boolean;
  now: Date;
}): Promise<string> {
  const [attempt] = await db
    .insert(loginAttempts)
    .values({ usernameKey: key, ip, succeeded, createdAt: now })
    .returning({ id: loginAttempts.id });
  if (!attempt) throw new Error('Attempt was not recorded');
  return attempt.id;
}

export type AttemptCounts = {
  failedByPair: number;
  pendingByPair: number;
  failedByKey: number;
  pendingByKey: number;
  failedByIp: number;
  pendingByIp: number;
};

// Failed and pending attempts of the key and address together, of the key, and of the address: failures of the
// pair and of the address since `since`, of the key since `keySince`; pending ones since `pendingSince`.
export async function countAttempts({
  db,
  key,
  ip,
  since,
  keySince,
  pendingSince,
}: {
  db: Database;
  key: string;
  ip: string;
  since: Date;
  keySince: Date;
  pendingSince: Date;
}): Promise<AttemptCounts> {
  const failed = sql`${loginAttempts.succeeded} = false`;
  const pending = sql`${loginAttempts.succeeded} = true and ${loginAttempts.createdAt} >= ${pendingSince}`;
  const recent = sql`${loginAttempts.createdAt} >= ${since}`;
  const byKey = sql`${loginAttempts.usernameKey} = ${key}`;
  const byIp = sql`${loginAttempts.ip} = ${ip}`;
  const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  const [counted] = await db
    .select({
      failedByPair: countWhere(sql`${byKey} and ${byIp} and ${failed} and ${recent}`),
      pendingByPair: countWhere(sql`${byKey} and ${byIp} and ${pending}`),
      failedByKey: countWhere(sql`${byKey} and ${failed}`),
      pendingByKey: countWhere(sql`${byKey} and ${pending}`),
      failedByIp: countWhere(sql`${byIp} and ${failed} and ${recent}`),
      pendingByIp: countWhere(sql`${byIp} and ${pending}`),
    })
    .from(loginAttempts)
    .where(
      and(
        or(eq(loginAttempts.usernameKey, key), eq(loginAttempts.ip, ip)),
        gte(loginAttempts.createdAt, keySince < since ? keySince : since),
      ),
    );
  return {
    failedByPair: 0,
    pendingByPair: 0,
    failedByKey: 0,
    pendingByKey: 0,
    failedByIp: 0,
    pendingByIp: 0,
    ...counted,
  };
}

export async function deleteAttempt({ db, id }: { db: Database; id: string }) {
  await db.delete(loginAttempts).where(eq(loginAttempts.id, id));
}

export async function markAttemptFailed({ db, id }: { db: Database; id: string }) {
  await db.update(loginAttempts).set({ succeeded: false }).where(eq(loginAttempts.id, id));
}

// Whether a mark under this key and address was made since `since`.
export async function hasMarkSince({
  db,
  key,
  ip,
  since,
}: {
  db: Database;
  key: string;
  ip: string;
  since: Date;
}): Promise<boolean> {
  const [row] = await db
    .select({ id: loginAttempts.id })
    .from(loginAttempts)
    .where(
      and(eq(loginAttempts.usernameKey, key), eq(loginAttempts.ip, ip), gte(loginAttempts.createdAt, since)),
    )
    .limit(1);
  return Boolean(row);
}

// A mark that a sign-in under this key succeeded from this address at `now`.
export type AddressMark = { db: Database; key: string; ip: string; now: Date };

// Replaces the mark under this key and address with one made now.
export async function replaceMark({ db, key, ip, now }: AddressMark) {
  await db.delete(loginAttempts).where(and(eq(loginAttempts.usernameKey, key), eq(loginAttempts.ip, ip)));
  await db.insert(loginAttempts).values({ usernameKey: key, ip, succeeded: true, createdAt: now });
}

// When the oldest attempt under the key since `since` was made (null when there is none).
export async function oldestAttemptSince({
  db,
  key,
  since,
}: {
  db: Database;
  key: string;
  since: Date;
}): Promise<Date | null> {
  const [oldest] = await db
    .select({ at: min(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.usernameKey, key), gte(loginAttempts.createdAt, since)));
  return oldest?.at ?? null;
}
