import type { AccessLevel, Role } from '@marketday/shared';

// Every route declares who may call it where it is registered (see plugins/auth.ts).
export type RouteAuth = { public: true } | { roles: readonly Role[]; access: AccessLevel };

type SignedIn = { id: string; access: AccessLevel; sessionId: string };

// The caller, by role: a manager always has a manager id and a vendor a vendor id, so narrowing on `role`
// is enough (a user whose profile row is missing is not signed in at all; see auth-user.repository.ts).
export type AuthUser =
  | (SignedIn & { role: 'MARKET_MANAGER'; managerId: string; vendorId: null })
  | (SignedIn & { role: 'VENDOR'; managerId: null; vendorId: string })
  | (SignedIn & { role: Exclude<Role, 'MARKET_MANAGER' | 'VENDOR'>; managerId: null; vendorId: null });

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
  }
  interface FastifyRequest {
    authUser: AuthUser | null;
  }
}

export const SIGNED_IN_ROLES: readonly Role[] = ['MARKET_MANAGER', 'VENDOR', 'ADMIN', 'CUSTOMER'];

export const routeAuth = {
  public: { auth: { public: true } } as const,
  anyUser: { auth: { roles: SIGNED_IN_ROLES, access: 'ACCOUNT_ONLY' } } as const,
  manager: (access: AccessLevel) => ({ auth: { roles: ['MARKET_MANAGER'] as const, access } }),
  vendor: { auth: { roles: ['VENDOR'] as const, access: 'FULL' } } as const,
  admin: { auth: { roles: ['ADMIN'] as const, access: 'FULL' } } as const,
  roles: (roles: readonly Role[], access: AccessLevel) => ({ auth: { roles, access } }),
};

// Narrows request.authUser on routes that are not public.
export function requireUser(user: AuthUser | null): AuthUser {
  if (!user) throw new Error('authUser missing on a protected route');
  return user;
}
