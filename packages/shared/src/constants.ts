// Business constants and limits of docs/product.md §9.
export const REQUEST_TIMEOUT_MS = 10_000;
export const AUTH_COOKIE = 'auth_token';
export const REFRESH_COOKIE = 'refresh_token';
export const AUTH_COOKIE_DAYS = 1;
export const REFRESH_COOKIE_DAYS = 30;
export const SIDEBAR_COOKIE = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE_S = 604_800;
export const ALERT_AUTO_HIDE_MS = 5_000;
export const ALERT_EXIT_MS = 180;
export const DIALOG_EXIT_MS = 220;
export const UNREAD_POLL_MS = 30_000;
export const UNREAD_BADGE_CAP = 99;
export const QUERY_MAX_RETRIES = 3;
export const QUERY_RETRY_STATUSES = [408, 429, 500, 502, 503, 504] as const;
export const QUERY_GC_MS = 5 * 60_000;
export const LOGIN_FIELD_MAX = 50;
// The longest e-mail address there can be (RFC 5321); one may sign in with it, though a username stays within 50.
export const EMAIL_MAX = 254;
export const NAME_MAX = 255;
export const PERCENT_MAX = 100;
export const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
export const TABLE_PAGE_SIZES = [10, 20, 30, 40, 50] as const;
export const TABLE_PAGER_MIN_ROWS = 10;
export const SCROLL_TOP_THRESHOLD_PX = 300;
export const MOBILE_BREAKPOINT_PX = 768;
/** The spec's second breakpoint: below it a tablet's sidebar leaves the checkout its width. */
export const SECOND_BREAKPOINT_PX = 900;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const TRIAL_DAYS = 14;

/** The most rows one page of a list may ask for. */
export const MAX_PAGE_SIZE = 200;
