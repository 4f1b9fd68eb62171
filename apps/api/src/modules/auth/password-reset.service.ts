import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { passwordResetTokens, users } from '../../db/schema';
import { badRequest } from '../../lib/http-errors';
import type { Mailer } from '../../plugins/mail';
import { findUserByEmail } from '../users/users.repository';
import { hashPassword } from './passwords';
import { revokeAllSessions } from './sessions.repository';
import { hashToken, newOpaqueToken } from './tokens';

const RESET_TTL_MS = 60 * 60 * 1000;
export const RESET_INVALID_MESSAGE = 'This reset link is invalid or has expired.';

// Answers the same whether or not the e-mail belongs to an account (DESIGN.md §6).
export async function requestPasswordReset({
  db,
  mailer,
  email,
  appUrl,
  now,
}: {
  db: Database;
  mailer: Mailer;
  email: string;
  appUrl: string;
  now: Date;
}) {
  const user = await findUserByEmail({ db, email });
  if (!user) return;
  const token = newOpaqueToken();
  await db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + RESET_TTL_MS),
    createdAt: now,
  });
  const link = `${appUrl}/reset-password/reset?token=${encodeURIComponent(token)}`;
  await mailer.send({
    to: user.email,
    subject: 'Reset your Marketday password',
    text: `Hello ${user.username},\n\nSomeone asked to reset the password of your Marketday account. If it was you, open this link within one hour:\n\n${link}\n\nIf it was not you, ignore this e-mail: your password stays as it is.\n`,
  });
}

export async function resetPassword({
  db,
  token,
  password,
  now,
}: {
  db: Database;
  token: string;
  password: string;
  now: Date;
}) {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    // Claiming the token with a conditional update makes it single-use even under concurrent requests.
    const [claimed] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!claimed) throw badRequest(RESET_INVALID_MESSAGE);
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, claimed.userId));
    // A new password signs every device out.
    await revokeAllSessions({ db: tx as unknown as Database, userId: claimed.userId, now });
  });
}
