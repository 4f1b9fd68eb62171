import type { Database } from '../../db/client';
import {
  type AddressMark,
  countAttempts,
  deleteAttempt,
  hasMarkSince,
  insertAttempt,
  markAttemptFailed,
  replaceMark,
} from './login-attempts.repository';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const ACCOUNT_WINDOW_MS = 60 * 60 * 1000;
// Failures of one account from one address; of one account from everywhere (more than one address can make in
// an hour: 5 per 15 minutes is 20); of one address across accounts (docs/limits.md, "Signing in").
export const MAX_FAILURES_PER_PAIR = 5;
export const MAX_FAILURES_PER_ACCOUNT = 30;
export const MAX_FAILURES_PER_IP = 30;
// An address the account signed in from within this long still lets it in when the address is over its limit.
export const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000;
export const TOO_MANY_LOGINS_MESSAGE = 'Too many sign-in attempts. Please wait 15 minutes and try again.';
export const TOO_MANY_ACCOUNT_LOGINS_MESSAGE =
  'Too many sign-in attempts on this account. Please wait an hour and try again.';

// `perPair` set (sign-in): failures count per account and address (windowMs), per account from anywhere
// (perKey over keyWindowMs), and per address (perIp over windowMs, waived for an address the account is known
// at). Unset (reset requests, sign-ups): per key and per address over windowMs.
export type AttemptLimits = {
  windowMs: number;
  perKey: number;
  perIp: number;
  perPair?: number;
  keyWindowMs?: number;
};
export const LOGIN_LIMITS: AttemptLimits = {
  windowMs: LOGIN_WINDOW_MS,
  perPair: MAX_FAILURES_PER_PAIR,
  perKey: MAX_FAILURES_PER_ACCOUNT,
  keyWindowMs: ACCOUNT_WINDOW_MS,
  perIp: MAX_FAILURES_PER_IP,
};

// Guesses by someone already signed in (an association's access code, the current password): five per account
// from anywhere, thirty per address, in 15 minutes.
export const GUESS_LIMITS: AttemptLimits = {
  windowMs: LOGIN_WINDOW_MS,
  perKey: 5,
  perIp: MAX_FAILURES_PER_IP,
};

export type Refusal = 'pair' | 'key' | 'ip';
export type Claim = { id: string } | { refused: Refusal };

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
// Returns the attempt's id, or which limit refused it.
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
}): Promise<Claim> {
  const deadline = Date.now() + MAX_WAIT_MS;
  for (;;) {
    const outcome = await tryClaim({ db, key, ip, now, limits, charged });
    if (typeof outcome === 'string') return { id: outcome };
    if (!outcome.busy || Date.now() >= deadline) return { refused: outcome.refused };
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
}): Promise<string | { refused: Refusal; busy: boolean }> {
  const attemptId = await insertAttempt({ db, key, ip, succeeded: !charged, now });
  const since = new Date(now.getTime() - limits.windowMs);
  const keySince = new Date(now.getTime() - (limits.keyWindowMs ?? limits.windowMs));
  const pendingSince = new Date(now.getTime() - PENDING_MS);
  const c = await countAttempts({ db, key, ip, since, keySince, pendingSince });
  const own = charged ? 1 : 0;
  const checks: { refused: Refusal; failed: number; pending: number; limit: number }[] = [
    ...(limits.perPair
      ? [
          {
            refused: 'pair' as const,
            failed: c.failedByPair,
            pending: c.pendingByPair,
            limit: limits.perPair,
          },
        ]
      : []),
    { refused: 'key', failed: c.failedByKey, pending: c.pendingByKey, limit: limits.perKey },
  ];
  // The address's limit stops a spray of guesses across accounts; an account that signed in from this address
  // before is not held back by others' failures there (a market's shared Wi-Fi).
  if (c.failedByIp + c.pendingByIp > limits.perIp && !(limits.perPair && (await knownAt(db, key, ip, now))))
    checks.push({ refused: 'ip', failed: c.failedByIp, pending: c.pendingByIp, limit: limits.perIp });
  const over = checks.find((check) => check.failed + check.pending > check.limit);
  if (!over) return attemptId;
  // Refused or postponed attempts leave nothing behind, so refusals do not prolong a lock-out.
  await deleteAttempt({ db, id: attemptId });
  const full = checks.find((check) => check.failed - own >= check.limit);
  return full ? { refused: full.refused, busy: false } : { refused: over.refused, busy: true };
}

// Successful sign-ins are remembered per account and address under keys of their own, which no count reads.
const knownKey = (key: string) => `known:${key}`;

async function knownAt(db: Database, key: string, ip: string, now: Date): Promise<boolean> {
  return hasMarkSince({
    db,
    key: knownKey(key),
    ip: `known:${ip}`,
    since: new Date(now.getTime() - KNOWN_ADDRESS_MS),
  });
}

// A failed attempt stays counted for the window; a successful one gives its place back.
export async function settleAttempt({ db, id, failed }: { db: Database; id: string; failed: boolean }) {
  if (failed) await markAttemptFailed({ db, id });
  else await deleteAttempt({ db, id });
}

// A sign-in that succeeded: the address becomes one the account is known at (knownAt), the old mark replaced.
export async function rememberAddress({ db, key, ip, now }: AddressMark) {
  await replaceMark({ db, key: knownKey(key), ip: `known:${ip}`, now });
}

// The attempt's id, or null when a limit refused it (for callers with one message for every limit).
export const claimedId = (claim: Claim): string | null => ('id' in claim ? claim.id : null);
