import { AUTH_COOKIE, AUTH_COOKIE_DAYS, REFRESH_COOKIE, REFRESH_COOKIE_DAYS } from '@marketday/shared';
import Cookies from 'js-cookie';

// docs/product.md §7: tokens live in cookies, not secure-only, sameSite strict; auth 1 day, refresh 30 days.
const options = { secure: false, sameSite: 'strict' as const, path: '/' };

export function getAccessToken() {
  return Cookies.get(AUTH_COOKIE);
}

export function getRefreshToken() {
  return Cookies.get(REFRESH_COOKIE);
}

export function storeTokens({ access, refresh }: { access: string; refresh?: string | undefined }) {
  Cookies.set(AUTH_COOKIE, access, { ...options, expires: AUTH_COOKIE_DAYS });
  if (refresh) Cookies.set(REFRESH_COOKIE, refresh, { ...options, expires: REFRESH_COOKIE_DAYS });
}

export function clearTokens() {
  Cookies.remove(AUTH_COOKIE, { path: '/' });
  Cookies.remove(REFRESH_COOKIE, { path: '/' });
}
