import { type ManagerVendorInput, VENDOR_MESSAGES } from '@marketday/shared';
import type { Database, VendorKey } from '../../db/client';
import { forbidden, orNotFound, refuseIfReferenced } from '../../lib/http-errors';
import { addVendorToMarkets, VENDOR_HAS_CHECKOUTS } from './market-vendors.repository';
import {
  deleteKeptVendor,
  findVisibleVendor,
  getVendor,
  insertVendor,
  removeVendorFromManagersMarkets,
  updateKeptVendor,
  vendorValues,
} from './vendors.repository';

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
    const id = await insertVendor(tx, {
      ...vendorValues(profile),
      managerId: actor.managerId,
      createdBy: actor.userId,
    });
    if (marketIds.length > 0) {
      await addVendorToMarkets({
        db: tx,
        managerId: actor.managerId,
        vendorId: id,
        marketIds,
      });
    }
    return id;
  });
  return getVendor({ db, managerId: actor.managerId, marketIds: actor.marketIds ?? null, vendorId, now });
}

// Only vendors the manager keeps can be edited; a vendor with an account edits their own profile.
async function requireManaged(db: Database, managerId: string, vendorId: string) {
  return orNotFound(await findVisibleVendor({ db, managerId, vendorId }));
}

export async function updateVendor({
  db,
  vendorId,
  input,
  actor,
  now,
}: VendorKey & {
  input: Omit<ManagerVendorInput, 'market_ids'>;
  actor: Actor;
  now: Date;
}) {
  const row = await requireManaged(db, actor.managerId, vendorId);
  if (row.managerId !== actor.managerId) throw forbidden(VENDOR_MESSAGES.selfManaged);
  await updateKeptVendor({
    db,
    managerId: actor.managerId,
    vendorId,
    values: { ...vendorValues(input), updatedAt: now },
  });
  return getVendor({ db, managerId: actor.managerId, marketIds: actor.marketIds ?? null, vendorId, now });
}

// A kept vendor is deleted; a vendor with an account only leaves this manager's markets.
export async function deleteVendor({
  db,
  vendorId,
  actor,
}: VendorKey & {
  actor: Actor;
}) {
  const row = await requireManaged(db, actor.managerId, vendorId);
  if (row.managerId === actor.managerId) {
    await refuseIfReferenced(
      () => deleteKeptVendor({ db, managerId: actor.managerId, vendorId }),
      VENDOR_HAS_CHECKOUTS,
    );
    return;
  }
  await refuseIfReferenced(
    () => removeVendorFromManagersMarkets({ db, managerId: actor.managerId, vendorId }),
    VENDOR_HAS_CHECKOUTS,
  );
}
