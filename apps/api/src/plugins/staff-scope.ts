import { STAFF_MESSAGES } from '@marketday/shared';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { badRequest, forbidden, notFound } from '../lib/http-errors';
import type { AuthUser, FieldScope, StaffAccess } from './route-auth';
import { recordMarkets } from './staff-scope.repository';

// Staff may use a manager route when their role reaches the route's and the market it names is one they
// work (docs/decisions/029-staff-accounts.md); the route's roles list MARKET_STAFF only when it declares that. The role is checked before anything is parsed (403, as a role a
// route does not list); the market after validation, and a market out of scope answers 404, as another
// account's id does (docs/product.md §6), so staff cannot learn which markets exist.
export function staffRoleAllows(user: AuthUser, staff: StaffAccess | undefined): void {
  // A route for every signed-in user (profile, inbox) lists MARKET_STAFF itself and names no market.
  if (user.role !== 'MARKET_STAFF' || !staff) return;
  if (staff.role === 'CO_MANAGER' && user.staff.role !== 'CO_MANAGER') throw forbidden();
}

// A field's ids: one id, or a list of them (every one must be in scope).
function idsOf(source: unknown, name: string): string[] | undefined {
  const value = (source as Record<string, unknown> | undefined)?.[name];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string')) return value;
  return undefined;
}

async function inScope(db: Database, request: FastifyRequest, scope: FieldScope, marketIds: string[]) {
  const source = (request[scope.in] as Record<string, unknown> | undefined)?.[scope.field];
  // Staff must put what they create at one of their markets: an empty or missing list is the form's mistake.
  if (scope.in === 'body' && (source === undefined || (Array.isArray(source) && source.length === 0))) {
    const message = STAFF_MESSAGES.chooseMarket;
    throw badRequest(message, { errors: [{ path: scope.field, message }] });
  }
  const ids = idsOf(request[scope.in], scope.field);
  if (!ids) return false;
  const { record } = scope;
  if (!record) return ids.every((id) => marketIds.includes(id));
  for (const id of ids) {
    const markets = await recordMarkets[record](db, id);
    if (!markets.some((marketId) => marketIds.includes(marketId))) return false;
  }
  return true;
}

export async function requireStaffMarket(db: Database, request: FastifyRequest): Promise<void> {
  const user = request.authUser;
  const staff = request.routeOptions.config.auth;
  if (user?.role !== 'MARKET_STAFF' || !staff || 'public' in staff || !staff.staff) return;
  const scope = staff.staff.market;
  const { marketIds } = user.staff;
  // A list filtered to their markets may still name one market: it must be theirs.
  if (scope === 'handler') return;
  if (scope === 'lists') {
    const named = idsOf(request.query, 'market_id');
    if (named && !named.every((id) => marketIds.includes(id))) throw notFound();
    return;
  }
  for (const each of Array.isArray(scope) ? scope : [scope]) {
    if (!(await inScope(db, request, each, marketIds))) throw notFound();
  }
}
