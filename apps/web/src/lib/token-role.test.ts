import { describe, expect, it } from 'vitest';
import { tokenRole } from './token-role';

const encode = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const tokenWith = (claims: unknown) => `${encode({ alg: 'HS256' })}.${encode(claims)}.signature`;

describe('tokenRole', () => {
  it("reads the role of a token's payload, base64url without padding", () => {
    expect(tokenRole(tokenWith({ role: 'VENDOR', sid: 'a' }))).toBe('VENDOR');
    // A payload whose base64 needs padding and carries the URL-safe characters.
    expect(tokenRole(tokenWith({ role: 'MARKET_MANAGER', sid: '??>>~~' }))).toBe('MARKET_MANAGER');
  });

  it('answers null for no token, a malformed one and an unknown role', () => {
    expect(tokenRole(undefined)).toBeNull();
    expect(tokenRole('not-a-token')).toBeNull();
    expect(tokenRole('a.%%%.c')).toBeNull();
    expect(tokenRole(tokenWith('VENDOR'))).toBeNull();
    expect(tokenRole(tokenWith(null))).toBeNull();
    expect(tokenRole(tokenWith({ role: 'OWNER' }))).toBeNull();
  });
});
