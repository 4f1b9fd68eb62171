import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import {
  marketApplications,
  marketVendors,
  statementSends,
  transactions,
  vendorPayments,
} from '../db/schema';
import { forbidden, notFound } from '../lib/http-errors';
import type { AuthUser, StaffAccess, StaffRecord } from './route-auth';

// Staff may use a manager route when their role reaches the route's and the market it names is one they
// work (docs/decisions/029-staff-accounts.md); the route's roles list MARKET_STAFF only when it declares that. The role is checked before anything is parsed (403, as a role a
// route does not list); the market after validation, and a market out of scope answers 404, as another
// account's id does (docs/product.md §6), so staff cannot learn which markets exist.
export function staffRoleAllows(user: AuthUser, staff: StaffAccess | undefined): void {
  // A route for every signed-in user (profile, inbox) lists MARKET_STAFF itself and names no market.
  if (user.role !== 'MARKET_STAFF' || !staff) return;
  if (staff.role === 'CO_MANAGER' && user.staff.role !== 'CO_MANAGER') throw forbidden();
}

const recordMarket: Record<StaffRecord, (db: Database, id: string) => Promise<string | undefined>> = {
  transaction: async (db, id) =>
    (await db.select({ m: transactions.marketId }).from(transactions).where(eq(transactions.id, id)))[0]?.m,
  market_vendor: async (db, id) =>
    (await db.select({ m: marketVendors.marketId }).from(marketVendors).where(eq(marketVendors.id, id)))[0]
      ?.m,
  payment: async (db, id) =>
    (await db.select({ m: vendorPayments.marketId }).from(vendorPayments).where(eq(vendorPayments.id, id)))[0]
      ?.m,
  application: async (db, id) =>
    (
      await db
        .select({ m: marketApplications.marketId })
        .from(marketApplications)
        .where(eq(marketApplications.id, id))
    )[0]?.m,
  statement_send: async (db, id) =>
    (await db.select({ m: statementSends.marketId }).from(statementSends).where(eq(statementSends.id, id)))[0]
      ?.m,
};

function field(source: unknown, name: string): string | undefined {
  const value = (source as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
}

export async function requireStaffMarket(db: Database, request: FastifyRequest): Promise<void> {
  const user = request.authUser;
  const staff = request.routeOptions.config.auth;
  if (user?.role !== 'MARKET_STAFF' || !staff || 'public' in staff || !staff.staff) return;
  const scope = staff.staff.market;
  // A list filtered to their markets may still name one market: it must be theirs.
  if (scope === 'lists') {
    const named = field(request.query, 'market_id');
    if (named !== undefined && !user.staff.marketIds.includes(named)) throw notFound();
    return;
  }
  const id = field(request[scope.in], scope.field);
  const marketId = id && scope.record ? await recordMarket[scope.record](db, id) : id;
  if (!marketId || !user.staff.marketIds.includes(marketId)) throw notFound();
}
