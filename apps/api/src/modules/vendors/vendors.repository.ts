import type { ManagerVendorInput, Vendor } from '@marketday/shared';
import { and, eq, exists, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { markets, marketVendors, vendors } from '../../db/schema';
import { marketsOfVendors } from './market-vendors.repository';
import { toVendor } from './vendors.mapper';

// A manager sees the vendors they keep and the vendors (with accounts) selling at their markets.
export function visibleTo(db: Database, managerId: string) {
  return or(
    eq(vendors.managerId, managerId),
    exists(
      db
        .select({ one: marketVendors.id })
        .from(marketVendors)
        .innerJoin(markets, eq(markets.id, marketVendors.marketId))
        .where(and(eq(marketVendors.vendorId, vendors.id), eq(markets.managerId, managerId))),
    ),
  );
}

async function withMarkets(db: Database, managerId: string, rows: (typeof vendors.$inferSelect)[]) {
  const memberships = await marketsOfVendors({ db, managerId, vendorIds: rows.map((r) => r.id) });
  return rows.map((row) =>
    toVendor({
      row,
      managerId,
      markets: memberships
        .filter((m) => m.vendorId === row.id)
        .map(({ id, name, market_vendor_id }) => ({ id, name, market_vendor_id })),
    }),
  );
}

export async function listVendors({ db, managerId }: { db: Database; managerId: string }): Promise<Vendor[]> {
  const rows = await db.select().from(vendors).where(visibleTo(db, managerId)).orderBy(vendors.businessName);
  return withMarkets(db, managerId, rows);
}

export async function findVisibleVendor({
  db,
  managerId,
  vendorId,
}: {
  db: Database;
  managerId: string;
  vendorId: string;
}) {
  const [row] = await db
    .select()
    .from(vendors)
    .where(and(eq(vendors.id, vendorId), visibleTo(db, managerId)));
  return row ?? null;
}

export async function getVendor({
  db,
  managerId,
  vendorId,
}: {
  db: Database;
  managerId: string;
  vendorId: string;
}) {
  const row = await findVisibleVendor({ db, managerId, vendorId });
  if (!row) return null;
  const [vendor] = await withMarkets(db, managerId, [row]);
  return vendor ?? null;
}

export function vendorValues(input: Omit<ManagerVendorInput, 'market_ids'>) {
  return {
    businessName: input.business_name,
    type: input.type,
    phone: input.phone || null,
    receiptEmail: input.receipt_email || null,
    producerNames: input.producer_names || null,
    settings: {
      phone_public: input.phone_public ?? false,
      email_notifications: input.email_notifications ?? true,
    },
  };
}
