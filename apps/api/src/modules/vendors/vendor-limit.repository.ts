import { and, countDistinct, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { billingPlans, managers, markets, marketVendors, subscriptions } from '../../db/schema';
import { conflict } from '../../lib/http-errors';

export function vendorLimitMessage(max: number): string {
  return `Your plan covers ${max} active vendors. Change your plan on the Account page to add more.`;
}

// A plan's max_vendors holds when a vendor joins a market (added by hand or by an approved application). Runs
// inside the caller's transaction: the manager row is locked first, so two joins at once cannot both take
// the last place. A vendor already selling at one of the manager's markets takes no new place.
export async function requireVendorPlace(tx: Database, managerId: string, vendorId: string): Promise<void> {
  await tx.select({ id: managers.id }).from(managers).where(eq(managers.id, managerId)).for('update');
  const [plan] = await tx
    .select({ max: billingPlans.maxVendors })
    .from(subscriptions)
    .innerJoin(billingPlans, eq(billingPlans.plan, subscriptions.plan))
    .where(eq(subscriptions.managerId, managerId));
  const max = plan?.max;
  if (max === null || max === undefined) return;
  const [already] = await tx
    .select({ one: sql<number>`1` })
    .from(marketVendors)
    .innerJoin(markets, eq(markets.id, marketVendors.marketId))
    .where(and(eq(markets.managerId, managerId), eq(marketVendors.vendorId, vendorId)))
    .limit(1);
  if (already) return;
  const [others] = await tx
    .select({ n: countDistinct(marketVendors.vendorId) })
    .from(marketVendors)
    .innerJoin(markets, eq(markets.id, marketVendors.marketId))
    .where(and(eq(markets.managerId, managerId), ne(marketVendors.vendorId, vendorId)));
  if (Number(others?.n ?? 0) >= max) throw conflict(vendorLimitMessage(max));
}
