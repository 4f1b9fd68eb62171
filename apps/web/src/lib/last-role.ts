import type { Role, StaffRole } from '@marketday/shared';

// The role the server last said this device's user has, so the next visit can start loading that role's page while
// the sign-in check runs (app/router.tsx). Only a hint: the page shown is still the one the checked role gets.
const LAST_ROLE = 'marketday:last-role';

export type LastRole = { role: Role; staffRole: StaffRole | null };

export function lastRole(): LastRole | null {
  try {
    const [role, staffRole] = (localStorage.getItem(LAST_ROLE) ?? '').split(':');
    return role ? ({ role, staffRole: staffRole || null } as LastRole) : null;
  } catch {
    return null;
  }
}

export function rememberLastRole({ role, staffRole }: LastRole) {
  try {
    localStorage.setItem(LAST_ROLE, `${role}:${staffRole ?? ''}`);
  } catch {
    // Storage refused (private mode): the page loads after the check, as it always could.
  }
}
