import type { AuthUser } from '../plugins/route-auth';
import { forbidden } from './http-errors';

// The signed-in manager behind a /market-managers request.
export function managerActor(user: AuthUser | null) {
  if (user?.role !== 'MARKET_MANAGER') throw forbidden();
  return { managerId: user.managerId, userId: user.id };
}

// The signed-in vendor behind a /vendors/self request.
export function vendorActor(user: AuthUser | null) {
  if (user?.role !== 'VENDOR') throw forbidden();
  return { vendorId: user.vendorId, userId: user.id };
}
