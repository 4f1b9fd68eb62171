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
};

export function createTokenSigner(secret: Uint8Array): TokenSigner {
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
    verify: async (token, now) => {
      try {
        // The algorithm is pinned so a token cannot choose a weaker one.
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          currentDate: now,
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
        return { userId: payload.sub, role: payload.role as Role, sessionId: payload.sid };
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
