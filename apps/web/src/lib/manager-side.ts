import type { Role } from '@marketday/shared';

// The manager's side of the app: the manager and their staff (docs/decisions/029-staff-accounts.md), whose
// market lists, checkouts and documents the server already limits to their markets. They check vendors out,
// and so keep market days and held checkouts on the device (issue 15), and see the manager's screens.
export function onManagerSide(role: Role | null | undefined): boolean {
  return role === 'MARKET_MANAGER' || role === 'MARKET_STAFF';
}
