import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { attendance, marketVendors, salesReportLinks, transactions, vendors } from '../../db/schema';

// The signed links that let a vendor without an account report one market day (docs/product.md "Report links").
// Only a token's hash is stored; one link per vendor per day.

export type ReportLinkRow = typeof salesReportLinks.$inferSelect;

/**
 * Every vendor of the market with what decides whether they get the day's link: their account, their receipt
 * e-mail, whether the day is booked for them, their attendance mark and whether the day's link was used.
 */
export function linkCandidates({
  db,
  marketId,
  marketDate,
}: {
  db: Database;
  marketId: string;
  marketDate: string;
}) {
  return db
    .select({
      marketVendorId: marketVendors.id,
      vendorId: vendors.id,
      businessName: vendors.businessName,
      hasAccount: sql<boolean>`${vendors.userId} is not null`,
      receiptEmail: vendors.receiptEmail,
      language: vendors.language,
      checkedOut: sql<boolean>`${transactions.id} is not null`,
      attendance: attendance.status,
      linkUsed: sql<boolean>`${salesReportLinks.usedAt} is not null`,
    })
    .from(marketVendors)
    .innerJoin(vendors, eq(vendors.id, marketVendors.vendorId))
    .leftJoin(
      transactions,
      and(eq(transactions.marketVendorId, marketVendors.id), eq(transactions.marketDate, marketDate)),
    )
    .leftJoin(
      attendance,
      and(eq(attendance.marketVendorId, marketVendors.id), eq(attendance.date, marketDate)),
    )
    .leftJoin(
      salesReportLinks,
      and(eq(salesReportLinks.marketVendorId, marketVendors.id), eq(salesReportLinks.marketDate, marketDate)),
    )
    .where(eq(marketVendors.marketId, marketId))
    .orderBy(vendors.businessName);
}

export type NewReportLink = Pick<
  ReportLinkRow,
  'managerId' | 'marketId' | 'marketVendorId' | 'vendorId' | 'marketDate' | 'tokenHash' | 'expiresAt'
> & { now: Date };

/**
 * The day's link with a new token and expiry: created, or the unused one replaced (its old token stops working).
 * Null when the day's link was used: a used link is never handed out again.
 */
export async function issueReportLink(db: Database, link: NewReportLink): Promise<{ id: string } | null> {
  const { now, ...values } = link;
  const [row] = await db
    .insert(salesReportLinks)
    .values({ ...values, createdAt: now })
    .onConflictDoUpdate({
      target: [salesReportLinks.marketVendorId, salesReportLinks.marketDate],
      set: { tokenHash: values.tokenHash, expiresAt: values.expiresAt, createdAt: now },
      setWhere: isNull(salesReportLinks.usedAt),
    })
    .returning({ id: salesReportLinks.id });
  return row ?? null;
}

/** The link of a token's hash, or null. */
export async function findReportLink({ db, tokenHash }: { db: Database; tokenHash: string }) {
  const [row] = await db.select().from(salesReportLinks).where(eq(salesReportLinks.tokenHash, tokenHash));
  return row ?? null;
}

/** The same, its row locked until the transaction ends: two reports through one link queue here. */
export async function lockReportLink({ db, tokenHash }: { db: Database; tokenHash: string }) {
  const [row] = await db
    .select()
    .from(salesReportLinks)
    .where(eq(salesReportLinks.tokenHash, tokenHash))
    .for('update');
  return row ?? null;
}

export async function markReportLinkUsed({ db, id, now }: { db: Database; id: string; now: Date }) {
  await db.update(salesReportLinks).set({ usedAt: now }).where(eq(salesReportLinks.id, id));
}
