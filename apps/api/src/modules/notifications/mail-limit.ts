import { messageForStatus } from '@marketday/shared';
import type { Database } from '../../db/client';
import { badRequest, type HttpError, tooManyRequests } from '../../lib/http-errors';
import {
  deleteSend,
  deleteSendsUpTo,
  hasPaid,
  insertSend,
  lockManagerMail,
  sendsBetween,
} from './mail-sends.repository';

// Every mail a manager's account sends through the platform (each recipient of a receipt, a message, a broadcast,
// a statement batch) counts against one budget over a sliding day (docs/limits.md, "Per-account limits").
// An account that has never paid gets the smaller one, so a free sign-up cannot turn the platform into a relay.
export const MAIL_BUDGET = { paid: 1000, trial: 100 } as const;
export const MAIL_WINDOW_MS = 24 * 60 * 60 * 1000;

// A place taken is given back (`giveBack`) when what it was for is refused after all, so a refusal costs nothing.
export type MailTake =
  | { ok: true; giveBack: () => Promise<void> }
  | { ok: false; limit: number; used: number; at: Date; resetsAt: Date };

/**
 * A sliding window per manager, counted in the database so N API processes share one budget
 * (docs/scale-out.md). The count and the record happen in one transaction under a lock on the manager, so two
 * sends at the same moment, in any processes, cannot both take the last places. A send takes all its places or
 * none: a broadcast is never cut off half way.
 */
export function createMailLimiter({
  db,
  now,
  budget = MAIL_BUDGET,
  windowMs = MAIL_WINDOW_MS,
}: {
  db: Database;
  now: () => Date;
  budget?: { paid: number; trial: number };
  windowMs?: number;
}) {
  return {
    async take(managerId: string, mails = 1): Promise<MailTake> {
      const limit = (await hasPaid(db, managerId)) ? budget.paid : budget.trial;
      const at = now();
      const since = new Date(at.getTime() - windowMs);
      return db.transaction(async (tx) => {
        await lockManagerMail(tx, managerId);
        await deleteSendsUpTo(tx, managerId, since);
        const sends = await sendsBetween(tx, managerId, since, at);
        const used = sends.reduce((sum, s) => sum + s.mails, 0);
        if (used + mails <= limit) {
          const id = await insertSend(tx, { managerId, sentAt: at, mails });
          const giveBack = async () => {
            if (id) await deleteSend(db, id);
          };
          return { ok: true, giveBack } as const;
        }
        return {
          ok: false,
          limit,
          used,
          at,
          resetsAt: placesFreeAt(sends, used + mails - limit, windowMs, at),
        };
      });
    },
  };
}

// When the oldest sends have left the window far enough for `needed` more places (never, for a send larger than
// the whole budget: then the time the window is empty, the best there is).
function placesFreeAt(
  sends: { sentAt: Date; mails: number }[],
  needed: number,
  windowMs: number,
  at: Date,
): Date {
  let freed = 0;
  for (const send of sends) {
    freed += send.mails;
    if (freed >= needed) return new Date(send.sentAt.getTime() + windowMs + 1);
  }
  const last = sends.at(-1);
  return last ? new Date(last.sentAt.getTime() + windowMs + 1) : at;
}

// The 429 a refused send answers: the catalogue's message, and when the budget has room again.
export function mailBudgetRefusal(refused: Extract<MailTake, { ok: false }>): HttpError {
  const seconds = Math.max(1, Math.ceil((refused.resetsAt.getTime() - refused.at.getTime()) / 1000));
  return tooManyRequests(messageForStatus(429), {
    retry_after: seconds,
    resets_at: refused.resetsAt.toISOString(),
    mail_limit: refused.limit,
    mails_sent: refused.used,
  });
}

// A send larger than the whole budget can never go: 400 saying so, not a 429 that asks to wait.
export const MAIL_BUDGET_MESSAGES = {
  overBudget: (mails: number, limit: number) =>
    `This would send ${mails} e-mails, more than the ${limit} your account can send in 24 hours. Send it to fewer vendors.`,
} as const;

// Takes `mails` places or throws the 429 (400 when they could never fit); returns how to give them back.
export async function takeMailBudget(
  limiter: MailLimiter,
  managerId: string,
  mails = 1,
): Promise<() => Promise<void>> {
  const taken = await limiter.take(managerId, mails);
  if (taken.ok) return taken.giveBack;
  if (mails > taken.limit) throw badRequest(MAIL_BUDGET_MESSAGES.overBudget(mails, taken.limit));
  throw mailBudgetRefusal(taken);
}

// Runs `work` with `mails` places taken, giving them back if it fails (nothing was sent, or not all of it).
export async function withMailBudget<T>(
  limiter: MailLimiter,
  managerId: string,
  mails: number,
  work: () => Promise<T>,
): Promise<T> {
  const giveBack = await takeMailBudget(limiter, managerId, mails);
  try {
    return await work();
  } catch (error) {
    await giveBack();
    throw error;
  }
}

export type MailLimiter = ReturnType<typeof createMailLimiter>;
