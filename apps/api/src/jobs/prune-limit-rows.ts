import type { Database } from '../db/client';
import type { ScheduledJob } from '../lib/jobs/schedule';
import { KNOWN_ADDRESS_MS } from '../modules/auth';
import { MAIL_WINDOW_MS } from '../modules/notifications';
import { deleteLoginAttemptsBefore, deleteMailSendsBefore } from './limit-rows.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The rows the per-account limits count by (docs/limits.md) matter only inside their windows: sign-in attempts,
 * sign-ups and reset requests for an hour at most, the addresses an account signed in from for 30 days, mail for
 * a day. Older ones are removed once a day, so the tables stay the size of their windows.
 */
export async function pruneLimitRows(db: Database, now: Date) {
  const attempts = await deleteLoginAttemptsBefore(db, new Date(now.getTime() - KNOWN_ADDRESS_MS - DAY_MS));
  const mail = await deleteMailSendsBefore(db, new Date(now.getTime() - MAIL_WINDOW_MS));
  return { attempts, mail };
}

export function pruneLimitRowsJob({ db }: { db: Database }): ScheduledJob {
  return {
    name: 'prune-limit-rows',
    intervalMs: DAY_MS,
    checkEveryMs: 60 * 60 * 1000,
    run: (now) => pruneLimitRows(db, now),
  };
}
