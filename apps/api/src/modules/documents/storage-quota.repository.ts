import type { DocumentType } from '@marketday/shared';
import { and, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { documents, managers, marketApplications, subscriptions, vendors } from '../../db/schema';

// Whose storage a file counts against: a vendor account's own, or the manager's for a vendor they keep without an
// account (docs/limits.md, "Per-account limits").
export type QuotaOwner = { kind: 'vendor'; vendorId: string } | { kind: 'manager'; managerId: string };

// The versions of one document: a vendor's document of a type, or a manager's report of a type for one market
// and period (manager-documents.repository).
export type DocumentSeries =
  | { kind: 'vendor'; vendorId: string; type: DocumentType }
  | { kind: 'manager'; managerId: string; type: DocumentType; marketId: string; period: string };

export async function quotaOwnerOfVendor(db: Database, vendorId: string): Promise<QuotaOwner> {
  const [vendor] = await db
    .select({ userId: vendors.userId, managerId: vendors.managerId })
    .from(vendors)
    .where(eq(vendors.id, vendorId));
  return !vendor?.userId && vendor?.managerId
    ? { kind: 'manager', managerId: vendor.managerId }
    : { kind: 'vendor', vendorId };
}

function storedBy(owner: QuotaOwner): SQL | undefined {
  if (owner.kind === 'vendor') return eq(documents.ownerVendorId, owner.vendorId);
  const kept = sql`select ${vendors.id} from ${vendors} where ${vendors.managerId} = ${owner.managerId} and ${vendors.userId} is null`;
  return or(eq(documents.ownerManagerId, owner.managerId), sql`${documents.ownerVendorId} in (${kept})`);
}

// The bytes of every file the owner keeps.
export async function usedBytes(db: Database, owner: QuotaOwner): Promise<number> {
  const [used] = await db
    .select({ bytes: sql<number>`coalesce(sum(${documents.size}), 0)`.mapWith(Number) })
    .from(documents)
    .where(storedBy(owner));
  return used?.bytes ?? 0;
}

export async function subscriptionPlan(db: Database, managerId: string) {
  const [subscription] = await db
    .select({ plan: subscriptions.plan })
    .from(subscriptions)
    .where(eq(subscriptions.managerId, managerId));
  return subscription?.plan ?? null;
}

// Inside the transaction that stores a file's row, first: two uploads for one owner at once wait for each other,
// so they cannot both take the last room.
export async function lockQuotaOwner(tx: Database, owner: QuotaOwner): Promise<void> {
  if (owner.kind === 'vendor')
    await tx
      .select({ id: vendors.id })
      .from(vendors)
      .where(eq(vendors.id, owner.vendorId))
      .for('no key update');
  else
    await tx
      .select({ id: managers.id })
      .from(managers)
      .where(eq(managers.id, owner.managerId))
      .for('no key update');
}

function seriesWhere(series: DocumentSeries) {
  if (series.kind === 'vendor')
    return and(
      eq(documents.ownerVendorId, series.vendorId),
      eq(documents.type, series.type),
      isNull(documents.ownerManagerId),
    );
  return and(
    eq(documents.ownerManagerId, series.managerId),
    eq(documents.type, series.type),
    sql`${documents.meta}->>'market_id' = ${series.marketId}`,
    sql`${documents.meta}->>'period' = ${series.period}`,
  );
}

// Every version of a series, newest first.
export async function seriesVersions(tx: Database, series: DocumentSeries) {
  return tx
    .select({ id: documents.id, storageKey: documents.storageKey })
    .from(documents)
    .where(seriesWhere(series))
    .orderBy(desc(documents.version));
}

// Which of these documents a market application names.
export async function namedByApplications(tx: Database, documentIds: string[]): Promise<Set<string>> {
  const ids = sql.join(
    documentIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return new Set(
    (
      await tx
        .select({ id: sql<string>`jsonb_array_elements_text(${marketApplications.documentIds})` })
        .from(marketApplications)
        .where(sql`${marketApplications.documentIds} ?| array[${ids}]::text[]`)
    ).map((row) => row.id),
  );
}

export async function deleteDocumentRows(tx: Database, documentIds: string[]) {
  await tx.delete(documents).where(inArray(documents.id, documentIds));
}
