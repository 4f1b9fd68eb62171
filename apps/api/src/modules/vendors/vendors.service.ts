import { type ManagerVendorInput, VENDOR_MESSAGES } from '@marketday/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { markets, marketVendors, vendors } from '../../db/schema';
import { forbidden, notFound, refuseIfReferenced } from '../../lib/http-errors';
import { addVendorToMarkets, VENDOR_HAS_CHECKOUTS } from './market-vendors.repository';
import { findVisibleVendor, getVendor, vendorValues } from './vendors.repository';

type Actor = { managerId: string; userId: string; marketIds?: string[] | null };

export async function createVendor({
  db,
  input,
  actor,
  now,
}: {
  db: Database;
  input: ManagerVendorInput;
  actor: Actor;
  now: Date;
}) {
  const { market_ids: marketIds = [], ...profile } = input;
  const vendorId = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(vendors)
      .values({ ...vendorValues(profile), managerId: actor.managerId, createdBy: actor.userId })
      .returning({ id: vendors.id });
    if (!row) throw new Error('Vendor was not created');
    if (marketIds.length > 0) {
      await addVendorToMarkets({
        db: tx,
        managerId: actor.managerId,
        vendorId: row.id,
        marketIds,
      });
    }
    return row.id;
  });
  return getVendor({ db, managerId: actor.managerId, marketIds: actor.marketIds ?? null, vendorId, now });
}

// Only vendors the manager keeps can be edited; a vendor with an account edits their own profile.
async function requireManaged(db: Database, managerId: string, vendorId: string) {
  const row = await findVisibleVendor({ db, managerId, vendorId });
  if (!row) throw notFound();
  return row;
}

export async function updateVendor({
  db,
  vendorId,
  input,
  actor,
  now,
}: {
  db: Database;
  vendorId: string;
  input: Omit<ManagerVendorInput, 'market_ids'>;
  actor: Actor;
  now: Date;
}) {
  const row = await requireManaged(db, actor.managerId, vendorId);
  if (row.managerId !== actor.managerId) throw forbidden(VENDOR_MESSAGES.selfManaged);
  await db
    .update(vendors)
    .set({ ...vendorValues(input), updatedAt: new Date() })
    .where(and(eq(vendors.id, vendorId), eq(vendors.managerId, actor.managerId)));
  return getVendor({ db, managerId: actor.managerId, marketIds: actor.marketIds ?? null, vendorId, now });
}

// A kept vendor is deleted; a vendor with an account only leaves this manager's markets.
export async function deleteVendor({
  db,
  vendorId,
  actor,
}: {
  db: Database;
  vendorId: string;
  actor: Actor;
}) {
  const row = await requireManaged(db, actor.managerId, vendorId);
  if (row.managerId === actor.managerId) {
    await refuseIfReferenced(
      () => db.delete(vendors).where(and(eq(vendors.id, vendorId), eq(vendors.managerId, actor.managerId))),
      VENDOR_HAS_CHECKOUTS,
    );
    return;
  }
  const mine = db.select({ id: markets.id }).from(markets).where(eq(markets.managerId, actor.managerId));
  await refuseIfReferenced(
    () =>
      db
        .delete(marketVendors)
        .where(and(eq(marketVendors.vendorId, vendorId), inArray(marketVendors.marketId, mine))),
    VENDOR_HAS_CHECKOUTS,
  );
}
