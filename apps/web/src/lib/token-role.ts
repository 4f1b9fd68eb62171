import type { Role } from '@marketday/shared';

// Every role, checked complete by the type: the shared ROLES list would bring its module's labelled enums into the
// entry chunk (apps/web/bundle-budgets.json).
const KNOWN_ROLES: Record<Role, true> = {
  MARKET_MANAGER: true,
  VENDOR: true,
  CUSTOMER: true,
  ADMIN: true,
  MARKET_STAFF: true,
};

// The role an access token names. Its payload is readable by anyone holding it; only the server checks the signature,
// so this is a hint for which page to start loading on a device that has no remembered role (lib/last-role.ts),
// never for what is shown or allowed. Null for anything that is not a token with a known role.
export function tokenRole(token: string | undefined): Role | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    const role = (claims as { role?: unknown } | null)?.role;
    return typeof role === 'string' && Object.hasOwn(KNOWN_ROLES, role) ? (role as Role) : null;
  } catch {
    return null;
  }
}
