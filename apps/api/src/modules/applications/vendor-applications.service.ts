import { APPLICATION_MESSAGES, type ApplyInputSchema } from '@marketday/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { badRequest, conflict, notFound, refuseIfDuplicate } from '../../lib/http-errors';
import { insertNotifications } from '../notifications';
import { APPLICATION_NOTIFICATION_TYPE, newApplicationNotice } from './application-notices';
import {
  countOwned,
  findVendor,
  insertApplication,
  isVendorAtMarket,
  isVendorsApplication,
  marketWithManager,
  withdrawPending,
} from './applications.repository';

export type VendorActor = { vendorId: string; userId: string };

// Stores the application and tells the market's manager, together or not at all. Returns its id.
export async function applyToMarket({
  db,
  actor,
  input,
  now,
}: {
  db: Database;
  actor: VendorActor;
  input: z.output<typeof ApplyInputSchema>;
  now: Date;
}): Promise<string> {
  const market = await marketWithManager(db, input.market_id);
  if (!market) throw notFound('This market was not found.');
  if (await isVendorAtMarket(db, actor.vendorId, market.id))
    throw conflict(APPLICATION_MESSAGES.alreadyMember);
  const owned = await countOwned({
    db,
    vendorId: actor.vendorId,
    productIds: input.product_ids,
    documentIds: input.document_ids,
  });
  if (owned.products !== input.product_ids.length) throw badRequest(APPLICATION_MESSAGES.foreignProducts);
  if (owned.documents !== input.document_ids.length) throw badRequest(APPLICATION_MESSAGES.foreignDocuments);
  const vendor = await findVendor(db, actor.vendorId);
  if (!vendor) throw notFound();
  // The partial unique index allows one pending application per vendor and market, also under a race.
  return refuseIfDuplicate(
    () =>
      db.transaction(async (tx) => {
        const id = await insertApplication(tx, {
          vendorId: actor.vendorId,
          marketId: market.id,
          message: input.message,
          productIds: input.product_ids,
          documentIds: input.document_ids,
          createdAt: now,
          updatedAt: now,
        });
        const notice = newApplicationNotice({
          businessName: vendor.businessName,
          vendorType: vendor.type,
          marketName: market.name,
        });
        await insertNotifications({
          db: tx,
          rows: [
            {
              recipientId: market.managerUserId,
              senderId: actor.userId,
              type: APPLICATION_NOTIFICATION_TYPE,
              ...notice,
              createdAt: now,
            },
          ],
        });
        return id;
      }),
    conflict(APPLICATION_MESSAGES.alreadyPending),
  );
}

// Only the vendor's own pending application; another vendor's is not found.
export async function withdrawApplication({
  db,
  actor,
  id,
  now,
}: {
  db: Database;
  actor: VendorActor;
  id: string;
  now: Date;
}) {
  if (await withdrawPending({ db, id, vendorId: actor.vendorId, now })) return;
  if (!(await isVendorsApplication({ db, id, vendorId: actor.vendorId }))) throw notFound();
  throw conflict(APPLICATION_MESSAGES.onlyPendingWithdrawn);
}
