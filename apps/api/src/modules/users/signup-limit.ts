import { messageForStatus } from '@marketday/shared';
import type { Database } from '../../db/client';
import { addressKey } from '../../lib/address-key';
import { tooManyRequests } from '../../lib/http-errors';
import { claimAttempt, claimedId, oldestAttemptSince, settleAttempt } from '../auth';

export const SIGNUP_WINDOW_MS = 60 * 60 * 1000;

// Sign-ups are counted per address (request.ip, as far as TRUST_PROXY allows) in the sign-in attempts table, under
// keys of their own. An account opened takes a place for the hour; a refused sign-up (a taken username) gives it
// back. Past the limit: 429 with the catalogue's message and when a place frees (docs/limits.md).
export async function withSignupPlace<T>({
  db,
  ip,
  now,
  perHour,
  create,
}: {
  db: Database;
  ip: string;
  now: Date;
  perHour: number;
  create: () => Promise<T>;
}): Promise<T> {
  const key = `signup:${addressKey(ip)}`;
  const limits = { windowMs: SIGNUP_WINDOW_MS, perKey: perHour, perIp: perHour };
  const id = claimedId(await claimAttempt({ db, key, ip: key, now, limits, charged: true }));
  if (!id) {
    const since = new Date(now.getTime() - SIGNUP_WINDOW_MS);
    const oldest = await oldestAttemptSince({ db, key, since });
    const resetsAt = new Date((oldest ?? now).getTime() + SIGNUP_WINDOW_MS);
    const retry_after = Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000));
    throw tooManyRequests(messageForStatus(429), { retry_after, resets_at: resetsAt.toISOString() });
  }
  try {
    return await create();
  } catch (error) {
    await settleAttempt({ db, id, failed: false });
    throw error;
  }
}
