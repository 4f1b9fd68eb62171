import type { Association, AssociationMember, VendorAssociation } from '@marketday/shared';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { associations, associationVendors, vendors } from '../../db/schema';
import type { VendorKey } from '../vendors';

type AssociationRow = typeof associations.$inferSelect;

// Members counted in one grouped subquery, so the list is one statement however many associations exist.
const memberCounts = (db: Database) =>
  db
    .select({ associationId: associationVendors.associationId, n: count().as('n') })
    .from(associationVendors)
    .groupBy(associationVendors.associationId)
    .as('member_counts');

function toAssociation(row: AssociationRow, vendorCount: number): Association {
  return {
    id: row.id,
    name: row.name,
    max_vendors: row.maxVendors,
    vendor_count: vendorCount,
    active: row.active,
    access_code: row.accessCode,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listAssociations({ db }: { db: Database }): Promise<Association[]> {
  const counts = memberCounts(db);
  const rows = await db
    .select({ row: associations, n: counts.n })
    .from(associations)
    .leftJoin(counts, eq(counts.associationId, associations.id))
    .orderBy(asc(associations.name), asc(associations.createdAt));
  return rows.map(({ row, n }) => toAssociation(row, Number(n ?? 0)));
}

export async function countMembers({ db, associationId }: { db: Database; associationId: string }) {
  const [row] = await db
    .select({ n: count() })
    .from(associationVendors)
    .where(eq(associationVendors.associationId, associationId));
  return Number(row?.n ?? 0);
}

export async function getAssociation({
  db,
  associationId,
}: {
  db: Database;
  associationId: string;
}): Promise<Association | null> {
  const [row] = await db.select().from(associations).where(eq(associations.id, associationId));
  if (!row) return null;
  return toAssociation(row, await countMembers({ db, associationId }));
}

export async function listMembers({
  db,
  associationId,
}: {
  db: Database;
  associationId: string;
}): Promise<AssociationMember[]> {
  const rows = await db
    .select({
      vendorId: vendors.id,
      businessName: vendors.businessName,
      type: vendors.type,
      joinedAt: associationVendors.joinedAt,
    })
    .from(associationVendors)
    .innerJoin(vendors, eq(vendors.id, associationVendors.vendorId))
    .where(eq(associationVendors.associationId, associationId))
    .orderBy(asc(vendors.businessName));
  return rows.map((r) => ({
    vendor_id: r.vendorId,
    business_name: r.businessName,
    type: r.type,
    joined_at: r.joinedAt.toISOString(),
  }));
}

// The associations one vendor belongs to, with how full each one is.
export async function listVendorAssociations({ db, vendorId }: VendorKey): Promise<VendorAssociation[]> {
  const counts = memberCounts(db);
  const rows = await db
    .select({ row: associations, joinedAt: associationVendors.joinedAt, n: counts.n })
    .from(associationVendors)
    .innerJoin(associations, eq(associations.id, associationVendors.associationId))
    .leftJoin(counts, eq(counts.associationId, associations.id))
    .where(eq(associationVendors.vendorId, vendorId))
    .orderBy(asc(associations.name));
  return rows.map(({ row, joinedAt, n }) => ({
    id: row.id,
    name: row.name,
    active: row.active,
    vendor_count: Number(n ?? 0),
    max_vendors: row.maxVendors,
    joined_at: joinedAt.toISOString(),
  }));
}

// Locks the association row until the transaction ends, so member counts read after it cannot go stale.
export async function lockAssociation(tx: Database, where: SQL | undefined) {
  const [row] = await tx.select().from(associations).where(where).for('update');
  return row ?? null;
}

export const byId = (associationId: string) => eq(associations.id, associationId);

// Codes are stored upper-case; comparing through upper() uses the case-insensitive unique index.
export const activeWithCode = (accessCode: string) =>
  and(sql`upper(${associations.accessCode}) = ${accessCode.toUpperCase()}`, eq(associations.active, true));

// One vendor's place in one association.
export type Membership = { db: Database; associationId: string; vendorId: string };
const membership = ({ associationId, vendorId }: Membership) =>
  and(eq(associationVendors.associationId, associationId), eq(associationVendors.vendorId, vendorId));

export async function isMember(key: Membership) {
  const [row] = await key.db
    .select({ vendorId: associationVendors.vendorId })
    .from(associationVendors)
    .where(membership(key));
  return row !== undefined;
}

export async function deleteMembership(key: Membership) {
  const removed = await key.db
    .delete(associationVendors)
    .where(membership(key))
    .returning({ vendorId: associationVendors.vendorId });
  return removed.length > 0;
}

export async function insertMembership(
  tx: Database,
  { associationId, vendorId }: { associationId: string; vendorId: string },
) {
  await tx.insert(associationVendors).values({ associationId, vendorId });
}

type AssociationValues = Pick<
  typeof associations.$inferInsert,
  'name' | 'maxVendors' | 'active' | 'accessCode'
>;

// Answers the new association's id.
export async function insertAssociation(
  db: Database,
  values: AssociationValues & { createdBy: string },
): Promise<string> {
  const [inserted] = await db.insert(associations).values(values).returning({ id: associations.id });
  if (!inserted) throw new Error('Association was not created');
  return inserted.id;
}

export async function updateAssociationRow(
  tx: Database,
  associationId: string,
  values: Partial<AssociationValues> & { updatedAt: Date },
) {
  await tx.update(associations).set(values).where(eq(associations.id, associationId));
}

// Answers false when there is no such association.
export async function setAccessCode({
  db,
  associationId,
  accessCode,
  now,
}: {
  db: Database;
  associationId: string;
  accessCode: string;
  now: Date;
}): Promise<boolean> {
  const updated = await db
    .update(associations)
    .set({ accessCode, updatedAt: now })
    .where(eq(associations.id, associationId))
    .returning({ id: associations.id });
  return updated.length > 0;
}
