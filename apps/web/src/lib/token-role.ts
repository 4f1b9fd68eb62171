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
    // atob decodes base64 without its padding (the forgiving decode of the HTML standard), as a JWT writes it.
    const role: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')))?.role;
    return typeof role === 'string' && Object.hasOwn(KNOWN_ROLES, role) ? (role as Role) : null;
  } catch {
    return null;
  }
}
