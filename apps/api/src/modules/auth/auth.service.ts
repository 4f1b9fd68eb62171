import { LoginSchema, type Role, STAFF_MESSAGES } from '@marketday/shared';
import type { Database } from '../../db/client';
import { addressKey } from '../../lib/address-key';
import { getDummyHash, verifyPassword } from '../../lib/crypto/passwords';
import type { TokenSigner } from '../../lib/crypto/tokens';
import { badRequest, tooManyRequests, unauthorized } from '../../lib/http-errors';
import { findUserByLogin } from './auth-user.repository';
import {
  ACCOUNT_WINDOW_MS,
  claimAttempt,
  LOGIN_WINDOW_MS,
  type Refusal,
  rememberAddress,
  settleAttempt,
  TOO_MANY_ACCOUNT_LOGINS_MESSAGE,
  TOO_MANY_LOGINS_MESSAGE,
} from './login-limit';
import { createSession } from './sessions.repository';
import { isLiveStaff, recordStaffSignIn } from './staff-accounts.repository';

// Unknown user and wrong password answer with exactly this.
export const BAD_CREDENTIALS_MESSAGE = 'Incorrect username or password.';

export type Tokens = { access_token: string; refresh_token: string; token_type: 'bearer' };

export async function issueTokens({
  signer,
  userId,
  role,
  sessionId,
  refreshToken,
  now,
}: {
  signer: TokenSigner;
  userId: string;
  role: Role;
  sessionId: string;
  refreshToken: string;
  now: Date;
}): Promise<Tokens> {
  const access_token = await signer.sign({ userId, role, sessionId }, now);
  return { access_token, refresh_token: refreshToken, token_type: 'bearer' };
}

// Which limit refused the attempt decides how long to wait: an account attacked from many addresses, an hour.
function loginRefusal(refused: Refusal) {
  return refused === 'key'
    ? tooManyRequests(TOO_MANY_ACCOUNT_LOGINS_MESSAGE, { retry_after: ACCOUNT_WINDOW_MS / 1000 })
    : tooManyRequests(TOO_MANY_LOGINS_MESSAGE, { retry_after: LOGIN_WINDOW_MS / 1000 });
}

export async function login({
  db,
  signer,
  form,
  ip,
  now,
}: {
  db: Database;
  signer: TokenSigner;
  form: Record<string, string>;
  ip: string;
  now: Date;
}): Promise<Tokens> {
  if (form.grant_type !== undefined && form.grant_type !== 'password') {
    throw badRequest('grant_type must be "password".');
  }
  const parsed = LoginSchema.safeParse(form);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid sign-in form.');
  const { username, password } = parsed.data;

  // Failures count per account whichever identifier was typed (username or e-mail); unknown names by the text.
  // The address is request.ip, which Fastify takes from X-Forwarded-For only as far as TRUST_PROXY allows.
  const user = await findUserByLogin({ db, login: username });
  const address = addressKey(ip);
  const key = user ? `user:${user.id}` : `login:${username.trim().toLowerCase()}`;
  const claim = await claimAttempt({ db, key, ip: address, now });
  if ('refused' in claim) throw loginRefusal(claim.refused);
  const attemptId = claim.id;

  const valid = await verifyPassword({ hash: user?.passwordHash ?? (await getDummyHash()), password });
  await settleAttempt({ db, id: attemptId, failed: !user || !valid });
  if (!user || !valid) throw unauthorized(BAD_CREDENTIALS_MESSAGE);

  if (user.role === 'MARKET_STAFF' && !(await isLiveStaff({ db, userId: user.id }))) {
    throw unauthorized(STAFF_MESSAGES.revokedSignIn);
  }
  await rememberAddress({ db, key, ip: address, now });
  const { sessionId, refreshToken } = await createSession({ db, userId: user.id, now });
  if (user.role === 'MARKET_STAFF') await recordStaffSignIn({ db, userId: user.id, now });
  return issueTokens({ signer, userId: user.id, role: user.role, sessionId, refreshToken, now });
}
