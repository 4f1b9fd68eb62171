import { type ChangePassword, PASSWORD_CHANGE_MESSAGES } from '@marketday/shared';
import type { Database } from '../../db/client';
import { hashPassword, verifyPassword } from '../../lib/crypto/passwords';
import { badRequest, notFound, tooManyRequests } from '../../lib/http-errors';
import {
  claimAttempt,
  claimedId,
  GUESS_LIMITS,
  invalidateResetTokens,
  revokeOtherSessions,
  setPasswordHash,
  settleAttempt,
} from '../auth';
import { findPasswordHash } from './users.repository';

// Wrong current passwords are counted like failed sign-ins, so a borrowed session cannot guess the password.
const attemptKey = (userId: string) => `password-change:${userId}`;

export async function changePassword({
  db,
  user,
  input,
  ip,
  now,
}: {
  db: Database;
  user: { id: string; sessionId: string };
  input: ChangePassword;
  ip: string;
  now: Date;
}) {
  const attemptId = claimedId(
    await claimAttempt({ db, key: attemptKey(user.id), ip, now, limits: GUESS_LIMITS }),
  );
  if (!attemptId) throw tooManyRequests(PASSWORD_CHANGE_MESSAGES.tooManyAttempts);
  const hash = await findPasswordHash({ db, userId: user.id });
  if (hash === null) throw notFound();
  const valid = await verifyPassword({ hash, password: input.current_password });
  await settleAttempt({ db, id: attemptId, failed: !valid });
  if (!valid) throw badRequest(PASSWORD_CHANGE_MESSAGES.wrongCurrent);

  const passwordHash = await hashPassword(input.new_password);
  return db.transaction(async (tx) => {
    await setPasswordHash({ db: tx, userId: user.id, passwordHash, now });
    // A reset link asked for before the change must not set the password back.
    await invalidateResetTokens({ db: tx, userId: user.id, now });
    return revokeOtherSessions({ db: tx, userId: user.id, keepSessionId: user.sessionId, now });
  });
}
