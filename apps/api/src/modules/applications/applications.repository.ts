import type { Application, ApplicationStatus } from '@marketday/shared';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { documents, marketApplications, markets, vendorProducts, vendors } from '../../db/schema';
import { toApplication } from './applications.mapper';

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
}: {
  db: Database;
  vendorId: string;
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
}: {
  db: Database;
  managerId: string;
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
}: {
  db: Database;
  vendorId: string;
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
