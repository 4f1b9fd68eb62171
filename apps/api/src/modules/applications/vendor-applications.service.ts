import { APPLICATION_MESSAGES, type ApplyInputSchema } from '@marketday/shared';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { managers, marketApplications, markets, marketVendors, vendors } from '../../db/schema';
import { badRequest, conflict, isUniqueViolation, notFound } from '../../lib/http-errors';
import { insertNotifications } from '../notifications';
import { APPLICATION_NOTIFICATION_TYPE, newApplicationNotice } from './application-notices';
import { countOwned } from './applications.repository';

export type VendorActor = { vendorId: string; userId: string };

async function marketWithManager(db: Database, marketId: string) {
  const [row] = await db
    .select({ id: markets.id, name: markets.name, managerUserId: managers.userId })
    .from(markets)
    .innerJoin(managers, eq(managers.id, markets.managerId))
    .where(eq(markets.id, marketId));
  return row ?? null;
}

async function isMember(db: Database, vendorId: string, marketId: string) {
  const [row] = await db
    .select({ id: marketVendors.id })
    .from(marketVendors)
    .where(and(eq(marketVendors.vendorId, vendorId), eq(marketVendors.marketId, marketId)));
  return Boolean(row);
}

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
  if (await isMember(db, actor.vendorId, market.id)) throw conflict(APPLICATION_MESSAGES.alreadyMember);
  const owned = await countOwned({
    db,
    vendorId: actor.vendorId,
    productIds: input.product_ids,
    documentIds: input.document_ids,
  });
  if (owned.products !== input.product_ids.length) throw badRequest(APPLICATION_MESSAGES.foreignProducts);
  if (owned.documents !== input.document_ids.length) throw badRequest(APPLICATION_MESSAGES.foreignDocuments);
  const [vendor] = await db.select().from(vendors).where(eq(vendors.id, actor.vendorId));
  if (!vendor) throw notFound();
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(marketApplications)
        .values({
          vendorId: actor.vendorId,
          marketId: market.id,
          message: input.message,
          productIds: input.product_ids,
          documentIds: input.document_ids,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: marketApplications.id });
      if (!row) throw new Error('Application was not stored');
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
      return row.id;
    });
  } catch (error) {
    // The partial unique index allows one pending application per vendor and market, also under a race.
    if (isUniqueViolation(error)) throw conflict(APPLICATION_MESSAGES.alreadyPending);
    throw error;
  }
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
  const own = and(eq(marketApplications.id, id), eq(marketApplications.vendorId, actor.vendorId));
  const [row] = await db
    .update(marketApplications)
    .set({ status: 'WITHDRAWN', updatedAt: now })
    .where(and(own, eq(marketApplications.status, 'PENDING')))
    .returning({ id: marketApplications.id });
  if (row) return;
  const [existing] = await db.select({ id: marketApplications.id }).from(marketApplications).where(own);
  if (!existing) throw notFound();
  throw conflict(APPLICATION_MESSAGES.onlyPendingWithdrawn);
}
