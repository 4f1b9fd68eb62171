import { SIDEBAR_COOKIE, SIDEBAR_COOKIE_MAX_AGE_S } from '@marketday/shared';
import Cookies from 'js-cookie';

// docs/product.md §2/§9: the expanded/collapsed choice survives reloads for 7 days.
export function readSidebarCookie(): boolean | undefined {
  const value = Cookies.get(SIDEBAR_COOKIE);
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

export function writeSidebarCookie(isOpen: boolean) {
  Cookies.set(SIDEBAR_COOKIE, String(isOpen), { path: '/', 'max-age': String(SIDEBAR_COOKIE_MAX_AGE_S) });
}
