import { AUTH_COOKIE, AUTH_COOKIE_DAYS, REFRESH_COOKIE, REFRESH_COOKIE_DAYS } from '@marketday/shared';
import Cookies from 'js-cookie';

// docs/product.md §7: tokens live in cookies, not secure-only, sameSite strict; auth 1 day, refresh 30 days.
const options = { secure: false, sameSite: 'strict' as const, path: '/' };

// Every request reads the session, and js-cookie parses every cookie on each read: the parse is kept until the
// cookie string changes (another tab signing in or out changes it too). Issue 32: 40–140 ms of a signed-in page's
// first screen on a phone's CPU.
let readFrom: string | null = null;
let parsed: Record<string, string> = {};

function sessionCookies(): Record<string, string> {
  // No document (a worker, or a test in Node): no cookies, as js-cookie itself answers.
  if (typeof document === 'undefined') return {};
  const raw = document.cookie;
  if (raw !== readFrom) {
    parsed = Cookies.get();
    readFrom = raw;
  }
  return parsed;
}

export function getAccessToken(): string | undefined {
  return sessionCookies()[AUTH_COOKIE];
}

export function getRefreshToken(): string | undefined {
  return sessionCookies()[REFRESH_COOKIE];
}

export function storeTokens({ access, refresh }: { access: string; refresh?: string | undefined }) {
  Cookies.set(AUTH_COOKIE, access, { ...options, expires: AUTH_COOKIE_DAYS });
  if (refresh) Cookies.set(REFRESH_COOKIE, refresh, { ...options, expires: REFRESH_COOKIE_DAYS });
}

export function clearTokens() {
  Cookies.remove(AUTH_COOKIE, { path: '/' });
  Cookies.remove(REFRESH_COOKIE, { path: '/' });
}
