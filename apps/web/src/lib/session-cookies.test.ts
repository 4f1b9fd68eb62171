import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { clearTokens, getAccessToken, getRefreshToken, storeTokens } from './session-cookies';

// The parsed cookies are kept until the cookie string changes: every change must still be read.
describe('session cookies', () => {
  afterEach(() => clearTokens());

  it('reads what was stored, a change made elsewhere, and the removal', () => {
    expect(getAccessToken()).toBeUndefined();
    storeTokens({ access: 'a1', refresh: 'r1' });
    expect(getAccessToken()).toBe('a1');
    expect(getRefreshToken()).toBe('r1');
    // Another tab (or the server) writing the cookie, not this module.
    Cookies.set('auth_token', 'a2', { path: '/' });
    expect(getAccessToken()).toBe('a2');
    expect(getRefreshToken()).toBe('r1');
    clearTokens();
    expect(getAccessToken()).toBeUndefined();
    expect(getRefreshToken()).toBeUndefined();
  });
});
