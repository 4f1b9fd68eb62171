import type { VendorType } from '@marketday/shared';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database, ManagerKey, VendorKey } from '../../db/client';
import { markets, marketVendors, salesReports, transactions, vendors } from '../../db/schema';

// Vendors' own reports of a market day (docs/product.md "Vendors report their sales"). Every read is scoped:
// a vendor reaches only their own place at a market, a manager only their own account's reports.

export type ReportVersionRow = typeof salesReports.$inferSelect;

// A vendor's place at one market, found from the vendor's side (their account or a signed link's vendor).
export type ReportingSeller = {
  managerId: string;
  marketId: string;
  marketVendorId: string;
  vendorId: string;
  businessName: string;
  type: VendorType;
};

const sellerColumns = {
  managerId: markets.managerId,
  marketId: markets.id,
  marketVendorId: marketVendors.id,
  vendorId: vendors.id,
  businessName: vendors.businessName,
  type: vendors.type,
};

async function findSeller(db: Database, where: SQL | undefined): Promise<ReportingSeller | null> {
  const [row] = await db
    .select(sellerColumns)
    .from(marketVendors)
    .innerJoin(vendors, eq(vendors.id, marketVendors.vendorId))
    .innerJoin(markets, eq(markets.id, marketVendors.marketId))
    .where(where);
  return row ?? null;
}

/** The vendor's place at the market, or null when they do not sell there. */
export function findSellerOfVendor({ db, vendorId, marketId }: VendorKey & { marketId: string }) {
  return findSeller(db, and(eq(vendors.id, vendorId), eq(marketVendors.marketId, marketId)));
}

/** A vendor's place at a market by its id (a signed link names it). */
export function findSellerByPlace({ db, marketVendorId }: { db: Database; marketVendorId: string }) {
  return findSeller(db, eq(marketVendors.id, marketVendorId));
}

/** Every version of the vendor's report of the day, newest first. */
export function listReportVersions({
  db,
  marketVendorId,
  marketDate,
}: {
  db: Database;
  marketVendorId: string;
  marketDate: string;
}): Promise<ReportVersionRow[]> {
  return db
    .select()
    .from(salesReports)
    .where(and(eq(salesReports.marketVendorId, marketVendorId), eq(salesReports.marketDate, marketDate)))
    .orderBy(desc(salesReports.version));
}

/** The newest version of each vendor's report at a market on a day. */
export async function latestReportsOfDay({
  db,
  marketId,
  marketDate,
}: {
  db: Database;
  marketId: string;
  marketDate: string;
}): Promise<ReportVersionRow[]> {
  const rows = await db
    .selectDistinctOn([salesReports.marketVendorId])
    .from(salesReports)
    .where(and(eq(salesReports.marketId, marketId), eq(salesReports.marketDate, marketDate)))
    .orderBy(salesReports.marketVendorId, desc(salesReports.version));
  return rows;
}

/** A report version of the manager's account, or null. */
export async function findManagersReport({
  db,
  managerId,
  id,
}: ManagerKey & { id: string }): Promise<ReportVersionRow | null> {
  const [row] = await db
    .select()
    .from(salesReports)
    .where(and(eq(salesReports.id, id), eq(salesReports.managerId, managerId)));
  return row ?? null;
}

export type NewReportVersion = Omit<ReportVersionRow, 'id' | 'version' | 'createdAt'>;

// The next version in one statement: the unique (vendor, day, version) index makes a racing second send fail
// rather than share a number; the caller answers it as a conflict.
export async function insertReportVersion(db: Database, row: NewReportVersion): Promise<ReportVersionRow> {
  const next = sql<number>`(select coalesce(max(${salesReports.version}), 0) + 1 from ${salesReports}
    where ${salesReports.marketVendorId} = ${row.marketVendorId} and ${salesReports.marketDate} = ${row.marketDate})`;
  const [written] = await db
    .insert(salesReports)
    .values({ ...row, version: next })
    .returning();
  if (!written) throw new Error('Sales report was not stored');
  return written;
}

// How the vendor's day was settled: the checkout, its figures and the report it booked, if any.
export async function findDayOutcome({
  db,
  marketVendorId,
  marketDate,
}: {
  db: Database;
  marketVendorId: string;
  marketDate: string;
}) {
  const [row] = await db
    .select({
      transactionId: transactions.id,
      salesReportId: transactions.salesReportId,
      adjustReason: transactions.adjustReason,
      reportedGrossCents: transactions.reportedGrossCents,
      marketFeeCents: transactions.marketFeeCents,
      moneyOwedCents: transactions.moneyOwedCents,
    })
    .from(transactions)
    .where(and(eq(transactions.marketVendorId, marketVendorId), eq(transactions.marketDate, marketDate)));
  return row ?? null;
}
