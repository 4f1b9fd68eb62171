import type { Locale } from '@marketday/shared';
import type { Database } from '../../db/client';
import { hashPassword } from '../../lib/crypto/passwords';
import { hashToken, newOpaqueToken } from '../../lib/crypto/tokens';
import { badRequest } from '../../lib/http-errors';
import { serverMessages } from '../../lib/i18n/translate';
import type { Mailer } from '../../plugins/mail';
import { findUserByEmail, setPasswordHash } from './auth-user.repository';
import type { BackgroundTasks } from './background-tasks';
import en from './locales/en.json';
import es from './locales/es.json';
import { type AttemptLimits, claimAttempt, claimedId } from './login-limit';
import { claimResetToken, insertResetToken, invalidateResetTokens } from './password-reset.repository';
import { revokeAllSessions } from './sessions.repository';

const RESET_TTL_MS = 60 * 60 * 1000;
export const RESET_INVALID_MESSAGE = 'This reset link is invalid or has expired.';
// Requests per account and per address in an hour; over it the answer is the same, only no mail goes out.
export const RESET_REQUEST_LIMITS: AttemptLimits = { windowMs: 60 * 60 * 1000, perKey: 3, perIp: 10 };
// The mail is the account holder's: in the language their account chose, else the one they asked in.
const resetMessages = serverMessages('auth', { en, es });

// Answers the same whether or not the e-mail belongs to an account (docs/product.md §13): both do the same queries here,
// and the token and the mail are made after the answer.
export async function requestPasswordReset({
  db,
  mailer,
  background,
  email,
  ip,
  appUrl,
  now,
  locale,
}: {
  db: Database;
  mailer: Mailer;
  background: BackgroundTasks;
  email: string;
  ip: string;
  appUrl: string;
  now: Date;
  // The request's language (requestLocale), for an account that has not chosen one.
  locale: Locale;
}) {
  const user = await findUserByEmail({ db, email });
  const claim = await claimAttempt({
    db,
    key: `password-reset:${user ? user.id : email.trim().toLowerCase()}`,
    ip: `password-reset:${ip}`,
    now,
    limits: RESET_REQUEST_LIMITS,
    charged: true,
  });
  if (!user || !claimedId(claim)) return;
  background.run('password reset mail', () =>
    sendResetMail({ db, mailer, user, appUrl, now, locale: user.language ?? locale }),
  );
}

async function sendResetMail({
  db,
  mailer,
  user,
  appUrl,
  now,
  locale,
}: {
  db: Database;
  mailer: Mailer;
  user: { id: string; email: string; username: string };
  appUrl: string;
  now: Date;
  locale: Locale;
}) {
  const token = newOpaqueToken();
  await insertResetToken({
    db,
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + RESET_TTL_MS),
    now,
  });
  const link = `${appUrl}/reset-password/reset?token=${encodeURIComponent(token)}`;
  const t = resetMessages(locale);
  await mailer.send({
    to: user.email,
    subject: t('resetSubject'),
    text: t('resetBody', { username: user.username, link }),
    // The outbox table must not hold a link that works (decision 002).
    secrets: [token],
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
    const claimed = await claimResetToken({ db: tx, tokenHash: hashToken(token), now });
    if (!claimed) throw badRequest(RESET_INVALID_MESSAGE);
    await setPasswordHash({ db: tx, userId: claimed.userId, passwordHash, now });
    await invalidateResetTokens({ db: tx, userId: claimed.userId, now });
    // A new password signs every device out.
    await revokeAllSessions({ db: tx, userId: claimed.userId, now });
  });
}
