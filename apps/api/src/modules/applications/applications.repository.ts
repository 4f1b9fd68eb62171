import type { Application, ApplicationStatus } from '@marketday/shared';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database, ManagerKey, VendorKey } from '../../db/client';
import {
  documents,
  managers,
  marketApplications,
  markets,
  marketVendors,
  users,
  vendorProducts,
  vendors,
} from '../../db/schema';
import { isVendorInMarket } from '../vendors';
import { toApplication } from './applications.mapper';

export type ApplicationRow = typeof marketApplications.$inferSelect;
export type ProductRow = typeof vendorProducts.$inferSelect;
export type DocumentRow = typeof documents.$inferSelect;

type LinkSigner = (documentId: string) => string;

// Applications with their market, vendor and the products and documents still on file.
async function loadApplications({
  db,
  where,
  now,
  signLink,
}: {
  db: Database;
  where: SQL | undefined;
  now: Date;
  signLink: LinkSigner;
}): Promise<Application[]> {
  const rows = await db
    .select({
      application: marketApplications,
      market: {
        id: markets.id,
        name: markets.name,
        city: markets.city,
        addressCity: markets.addressCity,
        state: markets.state,
        timeZone: markets.timeZone,
      },
      vendor: { id: vendors.id, businessName: vendors.businessName, type: vendors.type },
    })
    .from(marketApplications)
    .innerJoin(markets, eq(markets.id, marketApplications.marketId))
    .innerJoin(vendors, eq(vendors.id, marketApplications.vendorId))
    .where(where)
    .orderBy(desc(marketApplications.createdAt), desc(marketApplications.id));
  if (rows.length === 0) return [];
  const productIds = [...new Set(rows.flatMap((r) => r.application.productIds))];
  const documentIds = [...new Set(rows.flatMap((r) => r.application.documentIds))];
  const [products, docs] = await Promise.all([
    productIds.length
      ? db.select().from(vendorProducts).where(inArray(vendorProducts.id, productIds))
      : Promise.resolve([]),
    documentIds.length
      ? db.select().from(documents).where(inArray(documents.id, documentIds))
      : Promise.resolve([]),
  ]);
  return rows.map((row) => toApplication({ ...row, products, documents: docs, now, signLink }));
}

// A vendor's own applications, or the one with this id; another vendor's are not found.
export function listVendorApplications({
  db,
  vendorId,
  id,
  now,
  signLink,
}: VendorKey & {
  id?: string | undefined;
  now: Date;
  signLink: LinkSigner;
}) {
  return loadApplications({
    db,
    where: and(eq(marketApplications.vendorId, vendorId), id ? eq(marketApplications.id, id) : undefined),
    now,
    signLink,
  });
}

export type ManagedApplicationsFilter = {
  status?: ApplicationStatus | undefined;
  marketId?: string | undefined;
  // A staff member's markets (null or absent: every market of the manager; docs/decisions/029).
  marketIds?: string[] | null;
  id?: string | undefined;
};

// Applications to the manager's own markets only; another manager's are not found.
export function listManagedApplications({
  db,
  managerId,
  filter,
  now,
  signLink,
}: ManagerKey & {
  filter: ManagedApplicationsFilter;
  now: Date;
  signLink: LinkSigner;
}) {
  return loadApplications({
    db,
    where: and(
      eq(markets.managerId, managerId),
      filter.id ? eq(marketApplications.id, filter.id) : undefined,
      filter.marketId ? eq(marketApplications.marketId, filter.marketId) : undefined,
      filter.marketIds ? inArray(marketApplications.marketId, filter.marketIds) : undefined,
      filter.status ? eq(marketApplications.status, filter.status) : undefined,
    ),
    now,
    signLink,
  });
}

export async function findApplication({ db, id }: { db: Database; id: string }) {
  const [row] = await db
    .select({ application: marketApplications, managerId: markets.managerId })
    .from(marketApplications)
    .innerJoin(markets, eq(markets.id, marketApplications.marketId))
    .where(eq(marketApplications.id, id));
  return row ?? null;
}

// How many of the ids belong to the vendor's own catalogue and documents.
export async function countOwned({
  db,
  vendorId,
  productIds,
  documentIds,
}: VendorKey & {
  productIds: string[];
  documentIds: string[];
}) {
  const [products, docs] = await Promise.all([
    productIds.length
      ? db
          .select({ id: vendorProducts.id })
          .from(vendorProducts)
          .where(and(eq(vendorProducts.vendorId, vendorId), inArray(vendorProducts.id, productIds)))
      : Promise.resolve([]),
    documentIds.length
      ? db
          .select({ id: documents.id })
          .from(documents)
          .where(and(eq(documents.ownerVendorId, vendorId), inArray(documents.id, documentIds)))
      : Promise.resolve([]),
  ]);
  return { products: products.length, documents: docs.length };
}

// The market with its manager's account, for telling them about an application.
export async function marketWithManager(db: Database, marketId: string) {
  const [row] = await db
    .select({ id: markets.id, name: markets.name, managerUserId: managers.userId })
    .from(markets)
    .innerJoin(managers, eq(managers.id, markets.managerId))
    .where(eq(markets.id, marketId));
  return row ?? null;
}

export async function isVendorAtMarket(db: Database, vendorId: string, marketId: string) {
  const [row] = await db
    .select({ id: marketVendors.id })
    .from(marketVendors)
    .where(isVendorInMarket({ vendorId, marketId }));
  return Boolean(row);
}

export async function findVendor(db: Database, vendorId: string) {
  const [vendor] = await db.select().from(vendors).where(eq(vendors.id, vendorId));
  return vendor ?? null;
}

// Answers the new application's id.
export async function insertApplication(
  tx: Database,
  values: typeof marketApplications.$inferInsert,
): Promise<string> {
  const [row] = await tx.insert(marketApplications).values(values).returning({ id: marketApplications.id });
  if (!row) throw new Error('Application was not stored');
  return row.id;
}

const vendorsOwn = (id: string, vendorId: string) =>
  and(eq(marketApplications.id, id), eq(marketApplications.vendorId, vendorId));

// The vendor's own application, if still pending, becomes WITHDRAWN; answers whether it did.
export async function withdrawPending({
  db,
  id,
  vendorId,
  now,
}: {
  db: Database;
  id: string;
  vendorId: string;
  now: Date;
}): Promise<boolean> {
  const [row] = await db
    .update(marketApplications)
    .set({ status: 'WITHDRAWN', updatedAt: now })
    .where(and(vendorsOwn(id, vendorId), eq(marketApplications.status, 'PENDING')))
    .returning({ id: marketApplications.id });
  return Boolean(row);
}

export async function isVendorsApplication({
  db,
  id,
  vendorId,
}: {
  db: Database;
  id: string;
  vendorId: string;
}) {
  const [existing] = await db
    .select({ id: marketApplications.id })
    .from(marketApplications)
    .where(vendorsOwn(id, vendorId));
  return Boolean(existing);
}

// Moves a PENDING application of one of the manager's markets to its decision (UPDATE … WHERE status =
// 'PENDING'); answers its vendor and market, or null when it was not pending or not the manager's.
export async function decidePending(
  tx: Database,
  {
    id,
    managerId,
    values,
  }: {
    id: string;
    managerId: string;
    values: Pick<
      typeof marketApplications.$inferInsert,
      'status' | 'reason' | 'decidedBy' | 'decidedAt' | 'updatedAt'
    >;
  },
) {
  const ownMarkets = tx.select({ id: markets.id }).from(markets).where(eq(markets.managerId, managerId));
  const [decided] = await tx
    .update(marketApplications)
    .set(values)
    .where(
      and(
        eq(marketApplications.id, id),
        eq(marketApplications.status, 'PENDING'),
        inArray(marketApplications.marketId, ownMarkets),
      ),
    )
    .returning({ vendorId: marketApplications.vendorId, marketId: marketApplications.marketId });
  return decided ?? null;
}

// Joins the vendor to the market; already joined is not an error. Answers the vendor's place in the market.
export async function joinMarket(
  tx: Database,
  { marketId, vendorId }: { marketId: string; vendorId: string },
): Promise<string> {
  const [joined] = await tx
    .insert(marketVendors)
    .values({ marketId, vendorId })
    .onConflictDoNothing({ target: [marketVendors.marketId, marketVendors.vendorId] })
    .returning({ id: marketVendors.id });
  if (joined) return joined.id;
  const [existing] = await tx
    .select({ id: marketVendors.id })
    .from(marketVendors)
    .where(isVendorInMarket({ vendorId, marketId }));
  if (!existing) throw new Error('Market vendor vanished while joining');
  return existing.id;
}

// Who hears of a decision, and where.
export async function decisionRecipient(
  tx: Database,
  { vendorId, marketId }: { vendorId: string; marketId: string },
) {
  const [recipient] = await tx
    .select({
      userId: vendors.userId,
      businessName: vendors.businessName,
      receiptEmail: vendors.receiptEmail,
      settings: vendors.settings,
      language: vendors.language,
      accountEmail: users.email,
      marketName: markets.name,
    })
    .from(vendors)
    .innerJoin(markets, eq(markets.id, marketId))
    .leftJoin(users, eq(users.id, vendors.userId))
    .where(eq(vendors.id, vendorId));
  return recipient ?? null;
}
