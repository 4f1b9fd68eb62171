import { isoToday, type ManagerVendorInput, type Vendor } from '@marketday/shared';
import { and, eq, exists, inArray, or } from 'drizzle-orm';
import type { Database, ManagerKey, VendorKey } from '../../db/client';
import { markets, marketVendors, vendors } from '../../db/schema';
import { expiredDocCounts } from './expired-docs.repository';
import { marketsOfVendors } from './market-vendors.repository';
import { toVendor } from './vendors.mapper';

export type VendorRow = typeof vendors.$inferSelect;

// A manager sees the vendors they keep and the vendors (with accounts) selling at their markets; their staff
// (marketIds, docs/decisions/029) see the vendors selling at the markets they work.
export function visibleTo(db: Database, managerId: string, marketIds: string[] | null = null) {
  if (marketIds) {
    return exists(
      db
        .select({ one: marketVendors.id })
        .from(marketVendors)
        .innerJoin(markets, eq(markets.id, marketVendors.marketId))
        .where(
          and(
            eq(marketVendors.vendorId, vendors.id),
            eq(markets.managerId, managerId),
            inArray(marketVendors.marketId, marketIds),
          ),
        ),
    );
  }
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

// Past-due documents are counted against shared isoToday, the same "today" as the Documents page (decision 005).
async function withMarkets({
  db,
  managerId,
  marketIds,
  rows,
  now,
}: ManagerKey & {
  marketIds: string[] | null;
  rows: VendorRow[];
  now: Date;
}) {
  const vendorIds = rows.map((r) => r.id);
  const [memberships, expired] = await Promise.all([
    marketsOfVendors({ db, managerId, marketIds, vendorIds }),
    expiredDocCounts({ db, vendorIds, today: isoToday(now) }),
  ]);
  return rows.map((row) =>
    toVendor({
      row,
      managerId,
      markets: memberships
        .filter((m) => m.vendorId === row.id)
        .map(({ id, name, market_vendor_id }) => ({ id, name, market_vendor_id })),
      expiredDocs: expired.get(row.id) ?? 0,
    }),
  );
}

// marketIds: a staff member's markets (null or absent: every market of the manager).
type Scope = { db: Database; managerId: string; marketIds?: string[] | null };

export async function listVendors({
  db,
  managerId,
  marketIds = null,
  now,
}: Scope & { now: Date }): Promise<Vendor[]> {
  const rows = await db
    .select()
    .from(vendors)
    .where(visibleTo(db, managerId, marketIds))
    .orderBy(vendors.businessName);
  return withMarkets({ db, managerId, marketIds, rows, now });
}

export async function findVisibleVendor({
  db,
  managerId,
  marketIds = null,
  vendorId,
}: Scope & { vendorId: string }) {
  const [row] = await db
    .select()
    .from(vendors)
    .where(and(eq(vendors.id, vendorId), visibleTo(db, managerId, marketIds)));
  return row ?? null;
}

export async function getVendor({
  db,
  managerId,
  marketIds = null,
  vendorId,
  now,
}: Scope & { vendorId: string; now: Date }) {
  const row = await findVisibleVendor({ db, managerId, marketIds, vendorId });
  if (!row) return null;
  const [vendor] = await withMarkets({ db, managerId, marketIds, rows: [row], now });
  return vendor ?? null;
}

export function vendorValues(input: Omit<ManagerVendorInput, 'market_ids'>) {
  return {
    businessName: input.business_name,
    type: input.type,
    phone: input.phone || null,
    receiptEmail: input.receipt_email || null,
    producerNames: input.producer_names || null,
    receiptPreference: input.receipt_preference ?? 'ASK',
    language: input.language ?? 'en',
    settings: {
      phone_public: input.phone_public ?? false,
      email_notifications: input.email_notifications ?? true,
      // Only a vendor with an account of its own can opt in to the public directory (docs/product.md §18).
      directory_listed: false,
    },
  };
}

// Writes. The service decides the values and who may make them; these only store them.

type VendorValues = ReturnType<typeof vendorValues>;

// Answers the new vendor's id.
export async function insertVendor(
  tx: Database,
  values: VendorValues & { managerId: string; createdBy: string },
): Promise<string> {
  const [row] = await tx.insert(vendors).values(values).returning({ id: vendors.id });
  if (!row) throw new Error('Vendor was not created');
  return row.id;
}

// The arguments of a read scoped to one vendor (db/client.ts).
export type { VendorKey };

// One vendor as seen from one manager's account.
export type ManagerVendor = { db: Database; managerId: string; vendorId: string };
const isKeptVendor = ({ managerId, vendorId }: ManagerVendor) =>
  and(eq(vendors.id, vendorId), eq(vendors.managerId, managerId));

// A vendor the manager keeps.
export async function updateKeptVendor({
  values,
  ...key
}: ManagerVendor & { values: VendorValues & { updatedAt: Date } }) {
  await key.db.update(vendors).set(values).where(isKeptVendor(key));
}

export async function deleteKeptVendor(key: ManagerVendor) {
  await key.db.delete(vendors).where(isKeptVendor(key));
}

// The vendor leaves every market of the manager (a vendor with an account of its own stays).
export async function removeVendorFromManagersMarkets({ db, managerId, vendorId }: ManagerVendor) {
  const mine = db.select({ id: markets.id }).from(markets).where(eq(markets.managerId, managerId));
  await db
    .delete(marketVendors)
    .where(and(eq(marketVendors.vendorId, vendorId), inArray(marketVendors.marketId, mine)));
}
