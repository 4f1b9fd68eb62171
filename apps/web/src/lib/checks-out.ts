import type { Role } from '@marketday/shared';

// Who checks vendors out at a market, and so keeps market days and held checkouts on the device (issue 15): the
// manager and their staff, whose market lists and checkouts the server already limits to their markets
// (docs/decisions/029-staff-accounts.md).
export function checksOut(role: Role | null | undefined): boolean {
  return role === 'MARKET_MANAGER' || role === 'MARKET_STAFF';
}
