import type { MarketVendor } from '@marketday/shared';
import { todayAtMarket, VENDOR_MESSAGES } from '@marketday/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { ManagerKey } from '../../db/client';
import { markets, marketVendors, vendors } from '../../db/schema';
import { conflict, notFound, refuseIfDuplicate, refuseIfReferenced } from '../../lib/http-errors';
import { isManagersMarket, type ManagerMarket, ownsMarket } from '../markets';
import { expiredDocCounts } from './expired-docs.repository';
import { requireVendorPlace } from './vendor-limit.repository';
import { toVendor } from './vendors.mapper';
import type { VendorKey } from './vendors.repository';

export const VENDOR_HAS_CHECKOUTS =
  'This vendor has checkouts or payments on record. Their history must be kept, so they cannot be removed.';

// One vendor's place in one market: a vendor reaches only the markets they sell at.
export type VendorInMarket = VendorKey & { marketId: string };
export const isVendorInMarket = ({ vendorId, marketId }: Omit<VendorInMarket, 'db'>) =>
  and(eq(marketVendors.marketId, marketId), eq(marketVendors.vendorId, vendorId));

// The manager's markets a vendor sells at, with the market_vendor_id that checkouts refer to.
export async function marketsOfVendors({
  db,
  managerId,
  marketIds = null,
  vendorIds,
}: ManagerKey & {
  // A staff member's markets (docs/decisions/029): the vendor's other markets are not theirs to see.
  marketIds?: string[] | null;
  vendorIds: string[];
}) {
  if (vendorIds.length === 0) return [];
  return db
    .select({
      vendorId: marketVendors.vendorId,
      id: markets.id,
      name: markets.name,
      market_vendor_id: marketVendors.id,
    })
    .from(marketVendors)
    .innerJoin(markets, eq(markets.id, marketVendors.marketId))
    .where(
      and(
        eq(markets.managerId, managerId),
        inArray(marketVendors.vendorId, vendorIds),
        marketIds ? inArray(markets.id, marketIds) : undefined,
      ),
    )
    .orderBy(markets.name);
}

// A market's sellers; past-due documents are counted against today at the market, as its compliance summary is.
export async function listMarketVendors({
  now,
  ...key
}: ManagerMarket & { now: Date }): Promise<MarketVendor[] | null> {
  const { db, managerId, marketId } = key;
  const [market] = await db
    .select({ time_zone: markets.timeZone })
    .from(markets)
    .where(isManagersMarket({ managerId, marketId }));
  if (!market) return null;
  const rows = await db
    .select({ vendor: vendors, marketVendorId: marketVendors.id })
    .from(marketVendors)
    .innerJoin(vendors, eq(vendors.id, marketVendors.vendorId))
    .where(eq(marketVendors.marketId, marketId))
    .orderBy(vendors.businessName);
  const expired = await expiredDocCounts({
    db,
    vendorIds: rows.map((r) => r.vendor.id),
    today: todayAtMarket(market, now),
  });
  return rows.map(({ vendor, marketVendorId }) => {
    const { markets: _markets, ...rest } = toVendor({
      row: vendor,
      managerId,
      markets: [],
      expiredDocs: expired.get(vendor.id) ?? 0,
    });
    return { ...rest, market_vendor_id: marketVendorId };
  });
}

// All markets or none: one existing membership refuses the whole request.
export async function addVendorToMarkets({
  db,
  managerId,
  vendorId,
  marketIds,
}: ManagerKey & {
  vendorId: string;
  marketIds: string[];
}) {
  const unique = [...new Set(marketIds)];
  const owned = await db
    .select({ id: markets.id })
    .from(markets)
    .where(and(eq(markets.managerId, managerId), inArray(markets.id, unique)));
  if (owned.length !== unique.length) throw notFound('One of the selected markets was not found.');
  await refuseIfDuplicate(
    () =>
      db.transaction(async (tx) => {
        await requireVendorPlace(tx, managerId, vendorId);
        await tx.insert(marketVendors).values(unique.map((marketId) => ({ marketId, vendorId })));
      }),
    conflict(VENDOR_MESSAGES.alreadyInMarket),
  );
}

export async function removeVendorFromMarket({
  db,
  managerId,
  vendorId,
  marketId,
}: ManagerKey & {
  vendorId: string;
  marketId: string;
}) {
  if (!(await ownsMarket({ db, managerId, marketId }))) throw notFound();
  const removed = await refuseIfReferenced(
    () =>
      db
        .delete(marketVendors)
        .where(isVendorInMarket({ vendorId, marketId }))
        .returning({ id: marketVendors.id }),
    VENDOR_HAS_CHECKOUTS,
  );
  if (removed.length === 0) throw notFound();
}
