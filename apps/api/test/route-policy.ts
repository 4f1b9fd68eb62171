import { type AccessLevel, meetsAccess, type Role, type StaffRole } from '@marketday/shared';

// The expected authorization of every API route, checked in. route-policy.test.ts requires the app's route
// registry to equal this table exactly, and authz-matrix.test.ts takes its allow/deny expectations from here,
// so a route's own declaration can no longer vouch for itself. Change a row only when the product changes.
//
// docs/product.md §6: access levels ACCOUNT_ONLY < OFF_SEASON < FULL. Vendors and admins are always FULL. Managers:
// checkout and day-report writes need FULL, reading and running markets OFF_SEASON, the account and billing
// ACCOUNT_ONLY (that is where a lapsed manager picks a plan again). Admin routes are ADMIN only.
// Test-clock routes (/test/clock…, only with TEST_CLOCK=true) are left out: they never exist in production.

// `staff`: the least staff role the route is opened to, and where it finds its market ('params.id',
// 'query.transaction_id→transaction' for a record named by a field, 'lists' for a list the handler filters, or
// 'handler' for a route whose handler scopes what it is sent).
export type StaffPolicy = { readonly role: StaffRole; readonly market: string };
export type RoutePolicy =
  | 'public'
  | { readonly roles: readonly Role[]; readonly access: AccessLevel; readonly staff?: StaffPolicy };
export type PolicyRow = { method: string; path: string; auth: RoutePolicy };

const PUBLIC = 'public';
const SIGNED_IN: readonly Role[] = ['MARKET_MANAGER', 'VENDOR', 'ADMIN', 'CUSTOMER', 'MARKET_STAFF'];
const ANY_USER_ACCOUNT_ONLY = { roles: SIGNED_IN, access: 'ACCOUNT_ONLY' } as const;
const ANY_USER_OFF_SEASON = { roles: SIGNED_IN, access: 'OFF_SEASON' } as const;
const MANAGER_OR_VENDOR_OFF_SEASON = { roles: ['MARKET_MANAGER', 'VENDOR'], access: 'OFF_SEASON' } as const;
const MANAGER_FULL = { roles: ['MARKET_MANAGER'], access: 'FULL' } as const;
const MANAGER_OFF_SEASON = { roles: ['MARKET_MANAGER'], access: 'OFF_SEASON' } as const;
const MANAGER_ACCOUNT_ONLY = { roles: ['MARKET_MANAGER'], access: 'ACCOUNT_ONLY' } as const;
const VENDOR = { roles: ['VENDOR'], access: 'FULL' } as const;
const ADMIN = { roles: ['ADMIN'], access: 'FULL' } as const;

// Staff accounts (docs/decisions/029): a manager route opened to market staff (S) or co-managers only (C).
const staffed = (
  base: { roles: readonly Role[]; access: AccessLevel },
  role: StaffRole,
  market: string,
): RoutePolicy => ({ roles: [...base.roles, 'MARKET_STAFF'], access: base.access, staff: { role, market } });
const S = (base: { roles: readonly Role[]; access: AccessLevel }, market = 'params.id') =>
  staffed(base, 'STAFF', market);
const C = (base: { roles: readonly Role[]; access: AccessLevel }, market = 'params.id') =>
  staffed(base, 'CO_MANAGER', market);

type Row = readonly [method: string, path: string, auth: RoutePolicy];

const ROWS: readonly Row[] = [
  // The load balancer's liveness and readiness checks.
  ['GET', '/health', PUBLIC],
  ['GET', '/ready', PUBLIC],

  // Sign-in, sign-up, password reset: public. Logout, profile and password change: any signed-in user, even lapsed.
  ['POST', '/auth/login', PUBLIC],
  ['POST', '/auth/refresh', PUBLIC],
  ['POST', '/auth/logout', ANY_USER_ACCOUNT_ONLY],
  ['POST', '/auth/password-reset/request', PUBLIC],
  ['POST', '/auth/password-reset/reset', PUBLIC],
  ['POST', '/users/vendor', PUBLIC],
  ['POST', '/users/market_manager', PUBLIC],
  ['GET', '/users/self', ANY_USER_ACCOUNT_ONLY],
  ['POST', '/users/self/password', ANY_USER_ACCOUNT_ONLY],
  ['PUT', '/users/self/language', ANY_USER_ACCOUNT_ONLY],

  // Inbox: everyone's own; only managers and vendors have someone to write to.
  ['GET', '/notifications', ANY_USER_OFF_SEASON],
  ['GET', '/notifications/unread', ANY_USER_OFF_SEASON],
  ['POST', '/notifications', MANAGER_OR_VENDOR_OFF_SEASON],
  ['PATCH', '/notifications/:id/read', ANY_USER_OFF_SEASON],
  ['PATCH', '/notifications/read/bulk', ANY_USER_OFF_SEASON],
  ['PATCH', '/notifications/archive/bulk', ANY_USER_OFF_SEASON],
  ['DELETE', '/notifications/bulk', ANY_USER_OFF_SEASON],

  // Markets (docs/product.md §2: /markets, /market, /markets/settings, /markets/rules are off-season pages).
  ['GET', '/market-managers/markets', S(MANAGER_OFF_SEASON, 'lists')],
  ['GET', '/market-managers/markets/search', S(MANAGER_OFF_SEASON, 'lists')],
  ['POST', '/market-managers/markets', MANAGER_OFF_SEASON],
  ['GET', '/market-managers/markets/:id', S(MANAGER_OFF_SEASON)],
  ['PUT', '/market-managers/markets/:id', C(MANAGER_OFF_SEASON)],
  ['DELETE', '/market-managers/markets/:id', MANAGER_OFF_SEASON],
  ['PUT', '/market-managers/markets/:id/rules', C(MANAGER_OFF_SEASON)],
  ['PUT', '/market-managers/markets/:id/public-page', C(MANAGER_OFF_SEASON)],
  ['GET', '/market-managers/markets/:id/vendors/notify', C(MANAGER_OFF_SEASON)],
  ['POST', '/market-managers/markets/:id/vendors/notify', C(MANAGER_OFF_SEASON)],

  // Vendors a manager keeps or sees, and their market memberships (the /vendors page: off-season).
  // The trailing-slash list is docs/product.md §7's spelling.
  ['GET', '/market-managers/vendors', C(MANAGER_OFF_SEASON, 'lists')],
  ['GET', '/market-managers/vendors/', C(MANAGER_OFF_SEASON, 'lists')],
  ['POST', '/market-managers/vendors', C(MANAGER_OFF_SEASON, 'body.market_ids')],
  ['GET', '/market-managers/vendors/:id', C(MANAGER_OFF_SEASON, 'params.id→vendor')],
  ['PUT', '/market-managers/vendors/:id', C(MANAGER_OFF_SEASON, 'params.id→vendor')],
  ['DELETE', '/market-managers/vendors/:id', MANAGER_OFF_SEASON],
  ['GET', '/market-managers/vendors/:id/markets', C(MANAGER_OFF_SEASON, 'params.id→vendor')],
  ['POST', '/market-managers/vendors/:id/markets', C(MANAGER_OFF_SEASON, 'params.id→vendor+body.market_ids')],
  ['GET', '/market-managers/vendors/:id/products', C(MANAGER_OFF_SEASON, 'params.id→vendor')],
  ['GET', '/market-managers/markets/:id/vendors', S(MANAGER_OFF_SEASON)],
  ['DELETE', '/market-managers/markets/:id/vendors/:vendorId', C(MANAGER_OFF_SEASON)],
  ['GET', '/market-managers/markets/:id/vendors/summary', C(MANAGER_OFF_SEASON)],

  // Tokens: the /tokens page is off-season, its hand-entered ledger entries included.
  ['DELETE', '/market-managers/markets/:id/tokens/:tokenId', C(MANAGER_OFF_SEASON)],
  ['GET', '/market-managers/markets/:id/tokens/:tokenId/ledger', S(MANAGER_OFF_SEASON)],
  ['POST', '/market-managers/markets/:id/tokens/:tokenId/ledger', C(MANAGER_OFF_SEASON)],
  ['GET', '/market-managers/markets/:id/tokens/reconciliation', S(MANAGER_OFF_SEASON)],
  // The token float (docs/product.md §20): read like the reconciliation; the staff who run a market day record
  // the info booth's entries and the terminals' batch totals, FULL like the checkout.
  ['GET', '/market-managers/markets/:id/token-float', S(MANAGER_OFF_SEASON)],
  ['GET', '/market-managers/markets/:id/token-float/days/:date', S(MANAGER_OFF_SEASON)],
  ['POST', '/market-managers/markets/:id/token-float/entries', S(MANAGER_FULL)],
  ['DELETE', '/market-managers/markets/:id/token-float/entries/:entryId', S(MANAGER_FULL)],
  ['PUT', '/market-managers/markets/:id/token-float/batches/:date', S(MANAGER_FULL)],

  // Checkout (the /checkout pages need FULL, their context included) and checkout writes: FULL.
  ['GET', '/market-managers/checkouts', S(MANAGER_FULL, 'query.market_id')],
  ['GET', '/market-managers/checkouts/', S(MANAGER_FULL, 'query.market_id')],
  ['POST', '/market-managers/transactions/:marketId', S(MANAGER_FULL, 'params.marketId')],
  ['PUT', '/market-managers/transactions', S(MANAGER_FULL, 'query.market_vendor_id→market_vendor')],
  ['PUT', '/market-managers/transactions/', S(MANAGER_FULL, 'query.market_vendor_id→market_vendor')],
  ['DELETE', '/market-managers/transactions/:id', S(MANAGER_FULL, 'params.id→transaction')],
  ['POST', '/market-managers/sales-reports/:id/confirm', S(MANAGER_FULL, 'params.id→sales_report')],
  // E-mailing the day's report links to vendors without an account is part of checking them out.
  ['POST', '/market-managers/markets/:id/sales-report-links', S(MANAGER_FULL)],

  // Transactions, receipts and e-mail about them: reading history is off-season.
  ['GET', '/market-managers/transactions', S(MANAGER_OFF_SEASON, 'lists')],
  ['GET', '/market-managers/transactions/csv', S(MANAGER_OFF_SEASON, 'lists')],
  ['GET', '/market-managers/transactions/options', S(MANAGER_OFF_SEASON, 'lists')],
  ['GET', '/market-managers/transactions/receipt', S(MANAGER_OFF_SEASON, 'query.transaction_id→transaction')],
  // Part of the account page (print settings), which a lapsed manager still reaches.
  ['GET', '/market-managers/transactions/receipt/test', MANAGER_ACCOUNT_ONLY],
  ['POST', '/email/transactions', S(MANAGER_OFF_SEASON, 'body.transaction_id→transaction')],
  ['POST', '/email/contact', MANAGER_OFF_SEASON],

  // Day reports: read off-season, write FULL (docs/product.md §6: only managers create or edit them, like checkout).
  ['GET', '/market-managers/markets/:id/day-reports', S(MANAGER_OFF_SEASON)],
  ['GET', '/market-managers/markets/:id/day-reports/:date/calculated', S(MANAGER_OFF_SEASON)],
  ['POST', '/market-managers/markets/:id/day-reports', S(MANAGER_FULL)],
  ['PUT', '/market-managers/markets/:id/day-reports/:reportId', S(MANAGER_FULL)],
  ['DELETE', '/market-managers/markets/:id/day-reports/:reportId', S(MANAGER_FULL)],

  // The season (docs/season.md): read off-season; staff take attendance, a co-manager changes the dates; writes FULL.
  ['GET', '/market-managers/markets/:id/dates', S(MANAGER_OFF_SEASON)],
  ['PUT', '/market-managers/markets/:id/dates/:date', C(MANAGER_FULL)],
  ['GET', '/market-managers/markets/:id/dates/:date/attendance', S(MANAGER_OFF_SEASON)],
  ['PUT', '/market-managers/markets/:id/dates/:date/attendance/:marketVendorId', S(MANAGER_FULL)],
  // Each vendor's schedule: the staff read it, a co-manager sets it (docs/season.md "Schedules").
  ['GET', '/market-managers/markets/:id/schedules', S(MANAGER_OFF_SEASON)],
  ['GET', '/market-managers/markets/:id/schedules/:marketVendorId', S(MANAGER_OFF_SEASON)],
  ['PUT', '/market-managers/markets/:id/schedules/:marketVendorId', C(MANAGER_FULL)],
  // Booth fees (docs/season.md "Booth fees"): staff read the rates off-season; a co-manager sets them, FULL.
  ['GET', '/market-managers/markets/:id/booth-fees', S(MANAGER_OFF_SEASON)],
  ['PUT', '/market-managers/markets/:id/booth-fees', C(MANAGER_FULL)],
  // Requests and the waitlist (docs/season.md): staff read them and the deadline; a co-manager answers and sets it.
  ['GET', '/market-managers/markets/:id/date-requests', S(MANAGER_OFF_SEASON)],
  ['PUT', '/market-managers/markets/:id/date-requests/:request_id', C(MANAGER_FULL)],
  ['GET', '/market-managers/markets/:id/season-settings', S(MANAGER_OFF_SEASON)],
  ['PUT', '/market-managers/markets/:id/season-settings', C(MANAGER_FULL)],

  // The booth map (docs/season.md "The booth map"): staff read and print it and move vendors on the day; a
  // co-manager draws it.
  ['GET', '/market-managers/markets/:id/booth-map', S(MANAGER_OFF_SEASON)],
  ['PUT', '/market-managers/markets/:id/booth-map', C(MANAGER_FULL)],
  ['GET', '/market-managers/markets/:id/booth-map/pdf', S(MANAGER_OFF_SEASON)],
  ['GET', '/market-managers/markets/:id/booth-map/dates/:date', S(MANAGER_OFF_SEASON)],
  ['PUT', '/market-managers/markets/:id/booth-map/dates/:date/:marketVendorId', S(MANAGER_FULL)],

  // Change history (audit trail): reading, off-season.
  ['GET', '/market-managers/transactions/:id/history', S(MANAGER_OFF_SEASON, 'params.id→transaction')],
  ['GET', '/market-managers/markets/:id/day-reports/:reportId/history', S(MANAGER_OFF_SEASON)],
  // Vendors' disputes of their receipts: read and resolved like the history, staff at their own markets.
  ['GET', '/market-managers/receipt-disputes', S(MANAGER_OFF_SEASON, 'lists')],
  ['POST', '/market-managers/receipt-disputes/:id/resolve', S(MANAGER_OFF_SEASON, 'handler')],

  // Reports and the CDFA quarterly report (the /reports page: off-season).
  ['GET', '/market-managers/reports', C(MANAGER_OFF_SEASON, 'lists')],
  ['GET', '/market-managers/reports/export.pdf', C(MANAGER_OFF_SEASON, 'lists')],
  ['GET', '/market-managers/reports/programs', C(MANAGER_OFF_SEASON, 'query.market_id')],
  ['GET', '/market-managers/reports/programs.csv', C(MANAGER_OFF_SEASON, 'query.market_id')],
  ['GET', '/market-managers/reports/programs.pdf', C(MANAGER_OFF_SEASON, 'query.market_id')],
  ['GET', '/market-managers/reports/funders/:format', C(MANAGER_OFF_SEASON, 'query.market_id')],
  // The books (docs/product.md §22): one market or every market the caller works; the accounts like its settings.
  ['GET', '/market-managers/reports/accounting/:system', C(MANAGER_OFF_SEASON, 'lists')],
  ['GET', '/market-managers/markets/:id/accounting', C(MANAGER_OFF_SEASON)],
  ['PUT', '/market-managers/markets/:id/accounting', C(MANAGER_OFF_SEASON)],
  ['POST', '/market-managers/markets/:id/CDFA-Report', C(MANAGER_OFF_SEASON)],

  // Vendor balances and payments: settling a season's money is off-season work too (docs/decisions/027).
  ['GET', '/market-managers/markets/:id/balances', C(MANAGER_OFF_SEASON)],
  ['GET', '/market-managers/markets/:id/balances/csv', C(MANAGER_OFF_SEASON)],
  ['GET', '/market-managers/markets/:id/vendors/:vendorId/account', C(MANAGER_OFF_SEASON)],
  ['POST', '/market-managers/markets/:id/payments', C(MANAGER_OFF_SEASON)],
  ['POST', '/market-managers/payments/:id/reverse', C(MANAGER_OFF_SEASON, 'params.id→payment')],
  // Vendor statements: a PDF per vendor, and statements e-mailed to the market's vendors in the background.
  ['GET', '/market-managers/markets/:id/vendors/:vendorId/statement.pdf', C(MANAGER_OFF_SEASON)],
  ['POST', '/market-managers/markets/:id/statements/send', C(MANAGER_OFF_SEASON)],
  ['GET', '/market-managers/statement-sends/:id', C(MANAGER_OFF_SEASON, 'params.id→statement_send')],

  // Documents: managers (off-season page) and vendors. A stored file is served only by a signed, expiring link.
  ['GET', '/documents', C(MANAGER_OR_VENDOR_OFF_SEASON, 'lists')],
  ['POST', '/documents', C(MANAGER_OR_VENDOR_OFF_SEASON, 'handler')],
  ['GET', '/documents/summary', C(MANAGER_OR_VENDOR_OFF_SEASON, 'query.owner_id→vendor')],
  ['GET', '/documents/storage', C(MANAGER_OR_VENDOR_OFF_SEASON, 'lists')],
  ['GET', '/documents/expired', C(MANAGER_OR_VENDOR_OFF_SEASON, 'lists')],
  ['GET', '/documents/:id', C(MANAGER_OR_VENDOR_OFF_SEASON, 'params.id→document')],
  ['PATCH', '/documents/:id', C(MANAGER_OR_VENDOR_OFF_SEASON, 'params.id→document')],
  ['DELETE', '/documents/:id', C(MANAGER_OR_VENDOR_OFF_SEASON, 'params.id→document')],
  ['GET', '/documents/files/:id', PUBLIC],

  // Applications, manager side (the /applications page: off-season).
  ['GET', '/market-managers/applications', C(MANAGER_OFF_SEASON, 'lists')],
  ['POST', '/market-managers/applications/:id/approve', C(MANAGER_OFF_SEASON, 'params.id→application')],
  ['POST', '/market-managers/applications/:id/reject', C(MANAGER_OFF_SEASON, 'params.id→application')],

  // The manager's account and billing: ACCOUNT_ONLY, so a lapsed manager can choose a plan again.
  ['GET', '/market-managers/account', MANAGER_ACCOUNT_ONLY],
  ['PUT', '/market-managers/account', MANAGER_ACCOUNT_ONLY],
  ['GET', '/market-managers/account/subscription', MANAGER_ACCOUNT_ONLY],
  ['GET', '/market-managers/account/subscription/cancel', MANAGER_ACCOUNT_ONLY],
  ['GET', '/market-managers/account/portal', MANAGER_ACCOUNT_ONLY],
  ['GET', '/market-managers/account/invoices', MANAGER_ACCOUNT_ONLY],
  ['GET', '/users/subscription_proration_preview', MANAGER_ACCOUNT_ONLY],
  ['POST', '/users/create_stripe_subscription', MANAGER_ACCOUNT_ONLY],

  // Vendor self-service (docs/product.md §13): vendors only.
  ['GET', '/vendors/self', VENDOR],
  ['PUT', '/vendors/self', VENDOR],
  ['GET', '/vendors/self/markets', VENDOR],
  ['GET', '/vendors/self/markets/browse', VENDOR],
  ['GET', '/vendors/self/transactions', VENDOR],
  ['GET', '/vendors/self/transactions/csv', VENDOR],
  ['GET', '/vendors/self/transactions/receipt', VENDOR],
  ['POST', '/vendors/self/receipts/:transaction_id/acknowledge', VENDOR],
  ['GET', '/vendors/self/balances', VENDOR],
  // Vendors report their own sales; the manager (or staff at the report's market) confirms one in a tap.
  ['GET', '/vendors/self/sales-reports', VENDOR],
  ['POST', '/vendors/self/sales-reports', VENDOR],
  // The signed link a vendor without an account reports through: public, the token is its check.
  ['GET', '/sales-report-links/:token', PUBLIC],
  ['POST', '/sales-report-links/:token', PUBLIC],
  // A vendor pays what they owe a market by card (Stripe Checkout); Stripe's signed webhook books it
  // (docs/decisions/035-vendor-card-payments.md): public, the signature is its check.
  ['POST', '/vendors/self/markets/:market_id/card-payment', VENDOR],
  ['POST', '/webhooks/stripe', PUBLIC],
  ['GET', '/vendors/self/products', VENDOR],
  ['POST', '/vendors/self/products', VENDOR],
  ['GET', '/vendors/self/products/:id', VENDOR],
  ['PUT', '/vendors/self/products/:id', VENDOR],
  ['DELETE', '/vendors/self/products/:id', VENDOR],
  ['GET', '/vendors/self/applications', VENDOR],
  ['POST', '/vendors/self/applications', VENDOR],
  ['POST', '/vendors/self/applications/:id/withdraw', VENDOR],
  ['GET', '/vendors/self/associations', VENDOR],
  ['POST', '/vendors/self/associations/join', VENDOR],
  ['DELETE', '/vendors/self/associations/:id', VENDOR],
  // The vendor's private calendar feed (docs/season.md "Calendars"): its link, and a new secret.
  ['GET', '/vendors/self/calendar', VENDOR],
  ['POST', '/vendors/self/calendar/reset', VENDOR],
  // The vendor's booth on their next date at each market (docs/season.md "The booth map").
  ['GET', '/vendors/self/booths', VENDOR],
  // The vendor's dates at a market they sell at: drop, request, withdraw (docs/season.md "Requests and the waitlist").
  ['GET', '/vendors/self/markets/:market_id/dates', VENDOR],
  ['PUT', '/vendors/self/markets/:market_id/dates/:date', VENDOR],

  // Admin: associations, ADMIN only.
  ['GET', '/admin/associations', ADMIN],
  ['POST', '/admin/associations', ADMIN],
  ['GET', '/admin/associations/:id', ADMIN],
  ['PUT', '/admin/associations/:id', ADMIN],
  ['POST', '/admin/associations/:id/activate', ADMIN],
  ['POST', '/admin/associations/:id/deactivate', ADMIN],
  ['POST', '/admin/associations/:id/access-code', ADMIN],
  ['DELETE', '/admin/associations/:id/vendors/:vendorId', ADMIN],

  // Staff accounts (docs/decisions/029): the owner's; revoking and the list stay open to a lapsed plan.
  ['GET', '/market-managers/staff', MANAGER_ACCOUNT_ONLY],
  ['POST', '/market-managers/staff', MANAGER_OFF_SEASON],
  ['PUT', '/market-managers/staff/:id', MANAGER_OFF_SEASON],
  ['POST', '/market-managers/staff/:id/revoke', MANAGER_ACCOUNT_ONLY],
  ['POST', '/staff-invitations/lookup', PUBLIC],
  ['POST', '/staff-invitations/accept', PUBLIC],

  // The public market page and its printable poster (docs/product.md §18): HTML for anyone, signed in or not.
  ['GET', '/m/:slug', PUBLIC],
  ['GET', '/m/:slug/poster', PUBLIC],
  ['GET', '/m/:slug/calendar.ics', PUBLIC],
  // A vendor's calendar feed, opened by the secret in its URL (a calendar app has no session).
  ['GET', '/calendar/:token.ics', PUBLIC],

  // The web app: index.html for unknown GET paths (docs/decisions/001-stack-and-tooling.md).
  ['GET', '/*', PUBLIC],
];

export const ROUTE_POLICY: readonly PolicyRow[] = ROWS.map(([method, path, auth]) => ({
  method,
  path,
  auth,
}));

export const routeKey = (method: string, path: string) => `${method} ${path}`;

const byKey = new Map(ROUTE_POLICY.map((row) => [routeKey(row.method, row.path), row.auth]));

// The table's policy for a route, or undefined when the table has no row for it.
export function policyFor(method: string, path: string): RoutePolicy | undefined {
  return byKey.get(routeKey(method, path));
}

// Whether the table lets a signed-in caller of this role and access level through.
// A staff caller also needs the route open to their staff role (a co-manager may do what market staff may).
export function policyAllows(
  policy: RoutePolicy,
  caller: { role: Role; access: AccessLevel; staffRole?: StaffRole },
): boolean {
  if (policy === 'public') return true;
  if (
    caller.role === 'MARKET_STAFF' &&
    policy.staff?.role === 'CO_MANAGER' &&
    caller.staffRole !== 'CO_MANAGER'
  ) {
    return false;
  }
  return policy.roles.includes(caller.role) && meetsAccess({ have: caller.access, need: policy.access });
}

// One readable form for both a route's declaration and a table row: roles sorted, so order does not matter.
type Declared = {
  roles: readonly Role[];
  access: string;
  staff?: { role: StaffRole; market: StaffMarket | string };
};
type FieldScope = { in: string; field: string; record?: string };
type StaffMarket = 'lists' | 'handler' | FieldScope | readonly FieldScope[];

// A route's staff scope in the table's spelling: 'params.id', 'query.transaction_id→transaction', 'lists',
// several fields joined by '+'.
export function describeStaffMarket(market: StaffMarket | string): string {
  if (typeof market === 'string') return market;
  const scopes: readonly FieldScope[] = Array.isArray(market) ? market : [market as FieldScope];
  return scopes.map((s) => `${s.in}.${s.field}${s.record ? `→${s.record}` : ''}`).join('+');
}

export function describePolicy(auth: RoutePolicy | { public: true } | Declared) {
  if (auth === 'public' || 'public' in auth) return 'public';
  const staff = auth.staff ? `, staff ${auth.staff.role} by ${describeStaffMarket(auth.staff.market)}` : '';
  return `${[...auth.roles].sort().join('+')} at ${auth.access}${staff}`;
}
