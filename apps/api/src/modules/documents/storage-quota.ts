import { STORAGE_MESSAGES, type StorageUsage, storageQuotaBytes } from '@marketday/shared';
import type { Database } from '../../db/client';
import { HttpError } from '../../lib/http-errors';
import {
  type DocumentSeries,
  deleteDocumentRows,
  namedByApplications,
  type QuotaOwner,
  seriesVersions,
  subscriptionPlan,
  usedBytes,
} from './storage-quota.repository';

export type QuotaSettings = { baseMb: number; oldVersionsKept: number };

export const quotaSettings = (config: { STORAGE_QUOTA_MB: number; DOCUMENT_OLD_VERSIONS_KEPT: number }) => ({
  baseMb: config.STORAGE_QUOTA_MB,
  oldVersionsKept: config.DOCUMENT_OLD_VERSIONS_KEPT,
});

export async function storageUsage(
  db: Database,
  owner: QuotaOwner,
  settings: QuotaSettings,
): Promise<StorageUsage> {
  const used = await usedBytes(db, owner);
  const plan = owner.kind === 'manager' ? await subscriptionPlan(db, owner.managerId) : null;
  return { used_bytes: used, quota_bytes: storageQuotaBytes(settings.baseMb, plan) };
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
  series: DocumentSeries,
  kept: number,
): Promise<string[]> {
  const rows = await seriesVersions(tx, series);
  const candidates = rows.slice(1 + kept);
  if (candidates.length === 0) return [];
  // A version a market application names stays: the market reviews what was sent with it.
  const named = await namedByApplications(
    tx,
    candidates.map((row) => row.id),
  );
  const old = candidates.filter((row) => !named.has(row.id));
  if (old.length === 0) return [];
  await deleteDocumentRows(
    tx,
    old.map((row) => row.id),
  );
  return old.map((row) => row.storageKey);
}
