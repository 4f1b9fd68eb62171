import type { AccessLevel, Role, StaffRole } from '@marketday/shared';

// Where a route opened to staff finds its market (docs/decisions/029-staff-accounts.md): a field of the path,
// query or body that holds a market id, or holds the id of a record of one market (`record`); or 'lists' for
// a list whose handler filters by the caller's markets (managerActor's marketIds).
export type StaffRecord =
  | 'transaction'
  | 'market_vendor'
  | 'vendor'
  | 'document'
  | 'payment'
  | 'statement_send'
  | 'application'
  | 'sales_report';
// A field may hold one id or a list of them (each must be in scope); a vendor is in scope when they sell at
// one of the staff member's markets. A route may name several fields; every one must be in scope.
export type FieldScope = { in: 'params' | 'query' | 'body'; field: string; record?: StaffRecord };
// 'handler': the handler scopes by the caller's markets itself (a list is filtered, a record outside them is not
// found), for a route whose market is known only inside it (a multipart upload's owner).
export type MarketScope = FieldScope | readonly FieldScope[] | 'lists' | 'handler';
// `role`: the least staff role the route needs (a co-manager may do everything market staff may).
export type StaffAccess = { role: StaffRole; market: MarketScope };

// Every route declares who may call it where it is registered (see plugins/auth.ts).
export type RouteAuth =
  | { public: true }
  | { roles: readonly Role[]; access: AccessLevel; staff?: StaffAccess };

type SignedIn = { id: string; access: AccessLevel; sessionId: string };
export type StaffScope = { memberId: string; role: StaffRole; marketIds: string[] };

// The caller, by role: a manager always has a manager id and a vendor a vendor id, so narrowing on `role`
// is enough (a user whose profile row is missing is not signed in at all; see auth-user.repository.ts).
// Staff carry their employer's manager id and the markets they work.
export type AuthUser =
  | (SignedIn & { role: 'MARKET_MANAGER'; managerId: string; vendorId: null; staff: null })
  | (SignedIn & { role: 'MARKET_STAFF'; managerId: string; vendorId: null; staff: StaffScope })
  | (SignedIn & { role: 'VENDOR'; managerId: null; vendorId: string; staff: null })
  | (SignedIn & {
      role: Exclude<Role, 'MARKET_MANAGER' | 'MARKET_STAFF' | 'VENDOR'>;
      managerId: null;
      vendorId: null;
      staff: null;
    });

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
  }
  interface FastifyRequest {
    authUser: AuthUser | null;
  }
}

export const SIGNED_IN_ROLES: readonly Role[] = [
  'MARKET_MANAGER',
  'VENDOR',
  'ADMIN',
  'CUSTOMER',
  'MARKET_STAFF',
];

// A manager route, optionally opened to staff of a role for the market the route names.
function manager(access: AccessLevel, staff?: StaffAccess): { auth: RouteAuth } {
  return staff
    ? { auth: { roles: ['MARKET_MANAGER', 'MARKET_STAFF'], access, staff } }
    : { auth: { roles: ['MARKET_MANAGER'], access } };
}

// The most common scope: the market is the path's :id.
export const MARKET_PARAM: MarketScope = { in: 'params', field: 'id' };

export const routeAuth = {
  public: { auth: { public: true } } as const,
  anyUser: { auth: { roles: SIGNED_IN_ROLES, access: 'ACCOUNT_ONLY' } } as const,
  manager,
  // A manager route that staff of `role` may call for a market they work.
  staff: (role: StaffRole, access: AccessLevel, market: MarketScope = MARKET_PARAM) =>
    manager(access, { role, market }),
  vendor: { auth: { roles: ['VENDOR'] as const, access: 'FULL' } } as const,
  admin: { auth: { roles: ['ADMIN'] as const, access: 'FULL' } } as const,
  roles: (roles: readonly Role[], access: AccessLevel, staff?: StaffAccess): { auth: RouteAuth } =>
    staff ? { auth: { roles: [...roles, 'MARKET_STAFF'], access, staff } } : { auth: { roles, access } },
};

// Narrows request.authUser on routes that are not public.
export function requireUser(user: AuthUser | null): AuthUser {
  if (!user) throw new Error('authUser missing on a protected route');
  return user;
}
