import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Role } from '@marketday/shared';
import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_S = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const ISSUER = 'marketday';

export type AccessClaims = { userId: string; role: Role; sessionId: string };

export type TokenSigner = {
  sign: (claims: AccessClaims, now: Date) => Promise<string>;
  verify: (token: string, now: Date) => Promise<AccessClaims | null>;
  /**
   * A token verified before, judged at `now` without a promise (the request hook's fast path): its claims, null
   * when it has expired or is not yet good, undefined when it was never verified here (call verify).
   */
  recall: (token: string, now: Date) => AccessClaims | null | undefined;
};

// A verified token's claims and the times it is good between, kept so the next request with the same token skips
// the signature check (docs/decisions/036-request-cost.md): a signature, once right, stays right. The times are
// judged at every request exactly as jose judges them (nbf > now or exp <= now refuses, in whole seconds).
type Verified = { claims: AccessClaims; exp: number | undefined; nbf: number | undefined };
const VERIFIED_KEPT = 10_000;

export function createTokenSigner(secret: Uint8Array): TokenSigner {
  // Imported once: jose would import a raw secret again at every verification.
  const verifyKey = crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'verify',
  ]);
  const verified = new Map<string, Verified>();
  const fresh = (entry: Verified, now: Date) => {
    const seconds = Math.floor(now.getTime() / 1000);
    return (
      !(entry.nbf !== undefined && entry.nbf > seconds) && !(entry.exp !== undefined && entry.exp <= seconds)
    );
  };
  return {
    sign: ({ userId, role, sessionId }, now) => {
      const iat = Math.floor(now.getTime() / 1000);
      return new SignJWT({ role, sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ACCESS_TOKEN_TTL_S)
        .sign(secret);
    },
    recall: (token, now) => {
      const known = verified.get(token);
      if (!known) return undefined;
      return fresh(known, now) ? known.claims : null;
    },
    verify: async (token, now) => {
      const known = verified.get(token);
      if (known) return fresh(known, now) ? known.claims : null;
      try {
        // The algorithm is pinned so a token cannot choose a weaker one.
        const { payload } = await jwtVerify(token, await verifyKey, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          currentDate: now,
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        const claims = { userId: payload.sub, role: payload.role as Role, sessionId: payload.sid };
        if (verified.size >= VERIFIED_KEPT) verified.clear();
        verified.set(token, { claims, exp: payload.exp, nbf: payload.nbf });
        return claims;
      } catch {
        return null;
      }
    },
  };
}

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

// Refresh and reset tokens are stored only as hashes: a database leak does not hand out sessions.
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

// The token that replaces a refresh token is derived from it with a server key, so a retry within the grace window
// is answered with the same successor while only hashes are stored. Without the presented token it cannot be made.
export function successorKeyFrom(signingKey: Uint8Array): Buffer {
  return createHmac('sha256', signingKey).update('refresh-token-successor').digest();
}

export function successorToken({ key, token }: { key: Buffer; token: string }): string {
  return createHmac('sha256', key).update(token).digest('base64url');
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}
