import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { managers, markets, marketVendors, users, vendors } from '../../db/schema';
import { findOwnedMarket, type ManagerMarket } from '../markets';
import { isVendorInMarket, type VendorInMarket } from '../vendors';

// The manager's account behind a market the vendor sells at; null when the vendor is not in it.
export async function managerUserOfVendorMarket(key: VendorInMarket) {
  const [row] = await key.db
    .select({ userId: managers.userId })
    .from(marketVendors)
    .innerJoin(markets, eq(markets.id, marketVendors.marketId))
    .innerJoin(managers, eq(managers.id, markets.managerId))
    .where(isVendorInMarket(key));
  return row?.userId ?? null;
}

// The caller's market by name; null for another manager's market.
export async function findOwnedMarketName(args: ManagerMarket) {
  return (await findOwnedMarket(args))?.name ?? null;
}

// Every vendor in the market (or the market vendors named): those with an account (userId set) and those a
// manager keeps without one.
export function marketVendorRecipients({
  db,
  marketId,
  marketVendorIds,
}: {
  db: Database;
  marketId: string;
  marketVendorIds?: readonly string[];
}) {
  return db
    .select({
      userId: users.id,
      accountEmail: users.email,
      receiptEmail: vendors.receiptEmail,
      settings: vendors.settings,
      language: vendors.language,
    })
    .from(marketVendors)
    .innerJoin(vendors, eq(vendors.id, marketVendors.vendorId))
    .leftJoin(users, eq(users.id, vendors.userId))
    .where(
      and(
        eq(marketVendors.marketId, marketId),
        marketVendorIds ? inArray(marketVendors.id, [...marketVendorIds]) : undefined,
      ),
    );
}
