import type { AuthUser } from '../plugins/route-auth';
import { forbidden } from './http-errors';

// The signed-in manager behind a /market-managers request.
export function managerActor(user: AuthUser | null) {
  if (!user?.managerId) throw forbidden();
  return { managerId: user.managerId, userId: user.id };
}
