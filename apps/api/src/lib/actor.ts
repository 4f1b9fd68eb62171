import type { AuthUser } from '../plugins/route-auth';
import { forbidden } from './http-errors';

// The signed-in manager behind a /market-managers request, or a staff member working for one. `marketIds`
// is null for the owner (every market) and the staff member's markets otherwise: a handler of a route
// declared with `market: 'lists'` filters by it (docs/decisions/029-staff-accounts.md). The user id stays the
// caller's own, so the audit trail and "Checked out by" name the person.
export function managerActor(user: AuthUser | null) {
  if (user?.role === 'MARKET_MANAGER') return { managerId: user.managerId, userId: user.id, marketIds: null };
  if (user?.role === 'MARKET_STAFF') {
    return { managerId: user.managerId, userId: user.id, marketIds: user.staff.marketIds };
  }
  throw forbidden();
}

// The manager a `/markets/:id/…` request works for and the market in its path.
export function managedMarketOf(request: { authUser: AuthUser | null; params: { id: string } }) {
  return { managerId: managerActor(request.authUser).managerId, marketId: request.params.id };
}

// The same with the person making the change, whom the audit trail and the notices name.
export function managedMarketChangeOf(request: { authUser: AuthUser | null; params: { id: string } }) {
  const { managerId, userId } = managerActor(request.authUser);
  return { managerId, marketId: request.params.id, userId };
}

// The owner only: billing, the account, staff (never reached by staff; the route table refuses them first).
export function ownerActor(user: AuthUser | null) {
  if (user?.role !== 'MARKET_MANAGER') throw forbidden();
  return { managerId: user.managerId, userId: user.id };
}

// The signed-in vendor behind a /vendors/self request.
export function vendorActor(user: AuthUser | null) {
  if (user?.role !== 'VENDOR') throw forbidden();
  return { vendorId: user.vendorId, userId: user.id };
}
