// Who a session signs in as, kept in this process for a moment (docs/decisions/036-request-cost.md).
//
// Every protected request used to read its session, user, staff row and subscription from the database. Here the
// row that lookup returns is kept for SIGNED_IN_TTL_MS, keyed by session id and checked against the token's user.
// The access level is still worked out from the row at every request (it depends on the time), so only what the
// database said is reused, never for longer than the TTL:
// - A change made through another API process (a logout, a password change, a revoked staff member, a plan that
//   lapsed) reaches this process within SIGNED_IN_TTL_MS, when the kept row expires.
// - A change made through this process forgets every kept row at once (forgetSignIns, called by each writer of
//   sessions, staff rows and subscriptions), and for the next SIGNED_IN_TTL_MS nothing new is kept: a request
//   that read the row while the change was still uncommitted cannot keep the old row past the change.

/** How long a kept row answers for its session: the bound on a revocation made in another process. */
export const SIGNED_IN_TTL_MS = 2_000;
/** Sessions kept at most; when full, the oldest half is dropped. */
const MAX_KEPT = 10_000;

type Kept = { userId: string; row: unknown; until: number };

const kept = new Map<string, Kept>();
let pausedUntil = Number.NEGATIVE_INFINITY;
// Monotonic milliseconds; tests move it (setSignedInClock).
let clock: () => number = () => performance.now();

/** The row kept for this session and user, if it is still fresh. */
export function recallSignIn<T>(sessionId: string, userId: string): T | undefined {
  const entry = kept.get(sessionId);
  if (!entry) return undefined;
  if (entry.userId !== userId || entry.until <= clock()) {
    kept.delete(sessionId);
    return undefined;
  }
  return entry.row as T;
}

/**
 * Keeps what the database answered for a session, unless something was forgotten since `readAt` (the lookup
 * raced a change) or within the last TTL.
 */
export function keepSignIn(sessionId: string, userId: string, row: unknown, readAt: number): void {
  // readAt is never after now, so this also keeps nothing while paused.
  if (readAt < pausedUntil) return;
  const now = clock();
  if (kept.size >= MAX_KEPT) {
    let drop = kept.size / 2;
    for (const key of kept.keys()) {
      if (drop-- <= 0) break;
      kept.delete(key);
    }
  }
  kept.set(sessionId, { userId, row, until: now + SIGNED_IN_TTL_MS });
}

/** The instant a lookup starts, for keepSignIn. */
export function signInReadAt(): number {
  return clock();
}

/**
 * After a change to who is signed in (sessions, staff rows, subscriptions, accounts): every kept row is dropped,
 * and none is kept for the next TTL, so a lookup racing the change's commit cannot keep what it read before it.
 */
export function forgetSignIns(): void {
  kept.clear();
  pausedUntil = clock() + SIGNED_IN_TTL_MS;
}

/** Tests: a clock to move instead of waiting (null puts the real one back); forgets everything. */
export function setSignedInClock(next: (() => number) | null): void {
  clock = next ?? (() => performance.now());
  kept.clear();
  pausedUntil = Number.NEGATIVE_INFINITY;
}
