import type { Database } from '../../db/client';
import type { FileStorage } from '../../plugins/storage';
import { referencedStorageKeys } from './documents.repository';

// A file is written before its row, so a young file without a row may be an upload still in flight
// (in this process or another one on the same storage); only files older than this are orphans.
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;
const BATCH = 500;

// Removes stored files that no document row points to: left by a crash between writing a file and
// committing its row, or by a removal that failed. Run at start, after migrations.
export async function sweepOrphanFiles({
  db,
  storage,
  minAgeMs = ORPHAN_MIN_AGE_MS,
}: {
  db: Database;
  storage: FileStorage;
  minAgeMs?: number;
}): Promise<{ removed: string[] }> {
  // File times come from the machine's clock, so the cutoff does too (not the app's test clock).
  const cutoff = Date.now() - minAgeMs;
  const candidates = (await storage.list()).filter((file) => file.modifiedAt.getTime() < cutoff);
  const removed: string[] = [];
  for (let start = 0; start < candidates.length; start += BATCH) {
    const keys = candidates.slice(start, start + BATCH).map((file) => file.key);
    const kept = await referencedStorageKeys(db, keys);
    for (const key of keys.filter((k) => !kept.has(k))) {
      await storage.remove(key);
      removed.push(key);
    }
  }
  return { removed };
}
