import { type DocumentType, STORAGE_MESSAGES, type StorageUsage, storageQuotaBytes } from '@marketday/shared';
import { and, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { documents, managers, marketApplications, subscriptions, vendors } from '../../db/schema';
import { HttpError } from '../../lib/http-errors';

// Whose storage a file counts against: a vendor account's own, or the manager's for a vendor they keep without an
// account (docs/limits.md, "Per-account limits").
export type QuotaOwner = { kind: 'vendor'; vendorId: string } | { kind: 'manager'; managerId: string };
export type QuotaSettings = { baseMb: number; oldVersionsKept: number };

export const quotaSettings = (config: { STORAGE_QUOTA_MB: number; DOCUMENT_OLD_VERSIONS_KEPT: number }) => ({
  baseMb: config.STORAGE_QUOTA_MB,
  oldVersionsKept: config.DOCUMENT_OLD_VERSIONS_KEPT,
});

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

export async function storageUsage(
  db: Database,
  owner: QuotaOwner,
  settings: QuotaSettings,
): Promise<StorageUsage> {
  const [used] = await db
    .select({ bytes: sql<number>`coalesce(sum(${documents.size}), 0)`.mapWith(Number) })
    .from(documents)
    .where(storedBy(owner));
  let plan = null;
  if (owner.kind === 'manager') {
    const [subscription] = await db
      .select({ plan: subscriptions.plan })
      .from(subscriptions)
      .where(eq(subscriptions.managerId, owner.managerId));
    plan = subscription?.plan ?? null;
  }
  return { used_bytes: used?.bytes ?? 0, quota_bytes: storageQuotaBytes(settings.baseMb, plan) };
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

/**
 * Last in that transaction, once the new row is in and the old versions it replaces are out (so a new version
 * that frees its own room fits): 413 when the owner's files are over the quota, and the transaction (its
 * deletions too) rolls back. The caller removes the new file's bytes on the refusal.
 */
export async function refuseOverQuota(
  tx: Database,
  owner: QuotaOwner,
  settings: QuotaSettings,
  // The new file's size: the answer tells what was in use without it.
  adding: number,
): Promise<void> {
  const usage = await storageUsage(tx, owner, settings);
  if (usage.used_bytes <= usage.quota_bytes) return;
  const before = usage.used_bytes - adding;
  throw new HttpError(413, STORAGE_MESSAGES.full(before, usage.quota_bytes), {
    used_bytes: before,
    quota_bytes: usage.quota_bytes,
  });
}

// Removes the rows of a series' versions older than the newest `1 + kept`; returns their files' keys, to be
// removed once the transaction has committed (a file left by a failure is an orphan the start-up sweep clears).
export async function pruneOldVersions(
  tx: Database,
  series: SQL | undefined,
  kept: number,
): Promise<string[]> {
  const rows = await tx
    .select({ id: documents.id, storageKey: documents.storageKey })
    .from(documents)
    .where(series)
    .orderBy(desc(documents.version));
  const candidates = rows.slice(1 + kept);
  if (candidates.length === 0) return [];
  // A version a market application names stays: the market reviews what was sent with it.
  const ids = sql.join(
    candidates.map((row) => sql`${row.id}`),
    sql`, `,
  );
  const named = new Set(
    (
      await tx
        .select({ id: sql<string>`jsonb_array_elements_text(${marketApplications.documentIds})` })
        .from(marketApplications)
        .where(sql`${marketApplications.documentIds} ?| array[${ids}]::text[]`)
    ).map((row) => row.id),
  );
  const old = candidates.filter((row) => !named.has(row.id));
  if (old.length === 0) return [];
  await tx.delete(documents).where(
    inArray(
      documents.id,
      old.map((row) => row.id),
    ),
  );
  return old.map((row) => row.storageKey);
}

export const vendorSeries = (vendorId: string, type: DocumentType) =>
  and(eq(documents.ownerVendorId, vendorId), eq(documents.type, type), isNull(documents.ownerManagerId));
