import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { managers, markets, marketVendors, notifications, users, vendors } from '../../db/schema';

// Who hears about a vendor's document: the vendor's own account and every manager whose market they sell at.
export async function expiryRecipients(db: Database, vendorId: string) {
  const [vendor] = await db.select().from(vendors).where(eq(vendors.id, vendorId));
  const viaMarkets = await db
    .select({ userId: managers.userId })
    .from(marketVendors)
    .innerJoin(markets, eq(markets.id, marketVendors.marketId))
    .innerJoin(managers, eq(managers.id, markets.managerId))
    .where(eq(marketVendors.vendorId, vendorId));
  const keeper = vendor?.managerId
    ? await db.select({ userId: managers.userId }).from(managers).where(eq(managers.id, vendor.managerId))
    : [];
  const managerIds = [...new Set([...viaMarkets, ...keeper].map((r) => r.userId))];
  return { vendor, managerIds };
}

// A document-expiration notice; its id, or undefined when one with the same dedupe key was already written.
export async function insertExpiryNotice(
  db: Database,
  notice: { recipientId: string; title: string; message: string; dedupeKey: string },
): Promise<string | undefined> {
  const [row] = await db
    .insert(notifications)
    .values({ ...notice, type: 'document_expiration' })
    .onConflictDoNothing({ target: notifications.dedupeKey })
    .returning({ id: notifications.id });
  return row?.id;
}

export async function accountEmail(db: Database, userId: string) {
  const [account] = await db
    .select({ email: users.email })
    .from(users)
    .where(inArray(users.id, [userId]));
  return account?.email;
}
