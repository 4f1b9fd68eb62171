import type { Role, StaffRole } from '@marketday/shared';
import { useAuthIfProvided } from './auth';

/**
 * What the signed-in user may do on the manager's market screens (docs/decisions/029): the account owner does
 * everything; a co-manager runs their markets (settings, rules, tokens, their vendors) but never creates or
 * deletes a market nor deletes a vendor; market staff only read them.
 */
export type ManagerPermissions = { isOwner: boolean; canEditMarkets: boolean };

export function managerPermissions({
  role,
  staffRole,
}: {
  role: Role | null;
  staffRole: StaffRole | null | undefined;
}): ManagerPermissions {
  const isOwner = role === 'MARKET_MANAGER';
  return { isOwner, canEditMarkets: isOwner || (role === 'MARKET_STAFF' && staffRole === 'CO_MANAGER') };
}

// Outside AuthProvider (a market screen alone in a component test) the screens are the owner's, as before staff.
export function useManagerPermissions(): ManagerPermissions {
  const auth = useAuthIfProvided();
  if (!auth) return { isOwner: true, canEditMarkets: true };
  return managerPermissions({ role: auth.appRole, staffRole: auth.staffRole });
}
