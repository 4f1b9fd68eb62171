import path from 'node:path';
import type { FileStorage } from '../plugins/storage';
import { migrationJournal } from './database-facts.repository';
import { hashFile, type Manifest, readManifest } from './manifest';
import { prepareTarget, type RestoreTarget } from './restore-database';
import { checkBackupFiles, planFiles, restoreFiles } from './restore-files';

export type RestoreSummary = {
  manifest: Manifest;
  rows: number;
  filesRestored: number;
  filesAlreadyThere: number;
  filesReplaced: number;
  extraFiles: string[];
};

function differences(expected: Record<string, number>, found: Record<string, number>) {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(found)])].sort();
  return names
    .filter((name) => expected[name] !== found[name])
    .map(
      (name) =>
        `${name}: ${found[name] ?? 'missing'} rows, the backup has ${expected[name] ?? 'no such table'}`,
    );
}

async function checkBackup(dir: string, manifest: Manifest, target: RestoreTarget) {
  const { database } = manifest;
  if (database.kind !== target.kind)
    throw new Error(
      database.kind === 'pglite'
        ? 'This is a backup of the embedded database (PGlite): restore it without DATABASE_URL, into an empty DATA_DIR'
        : 'This is a backup of PostgreSQL (pg_dump): set DATABASE_URL to an empty PostgreSQL database to restore it',
    );
  const known = migrationJournal().length;
  if (database.migrations.count > known)
    throw new Error(
      `The backup's database has ${database.migrations.count} migrations and this version of Marketday knows ${known}: restore it with the version that made it (last migration ${database.migrations.last})`,
    );
  const found = await hashFile(path.join(dir, database.file)).catch(() => null);
  if (found?.sha256 !== database.sha256 || found.bytes !== database.bytes)
    throw new Error(
      `The backup in ${dir} is damaged; nothing was restored:\n  ${database.file} ${found ? 'does not match the manifest' : 'is missing'}`,
    );
  await checkBackupFiles({ dir, files: manifest.files });
}

/**
 * Restores a backup into an empty database and its files into storage. Everything is checked before anything is
 * written (manifest, every hash, an empty database, no stored file with other bytes under a backup's key); `force`
 * restores over a database that has tables and replaces such files. Afterwards every table's row count and every
 * file's bytes are checked against the manifest.
 */
export async function restoreBackup({
  dir,
  target,
  storage,
  force = false,
  now = new Date(),
}: {
  dir: string;
  target: RestoreTarget;
  storage: FileStorage;
  force?: boolean;
  now?: Date;
}): Promise<RestoreSummary> {
  const manifest = await readManifest(dir);
  await checkBackup(dir, manifest, target);
  const prepared = await prepareTarget(target);
  if (!prepared.isEmpty && !force)
    throw new Error(
      `${prepared.describe} is not empty; nothing was restored. Restore into an empty database, or pass --force to replace it.`,
    );
  const plan = await planFiles({ storage, files: manifest.files });
  if (plan.conflicting.length > 0 && !force)
    throw new Error(
      `Stored files differ from the backup's under the same name; nothing was restored. Pass --force to replace them: ${plan.conflicting.map((entry) => entry.key).join(', ')}`,
    );
  const counts = await prepared.restore(path.join(dir, manifest.database.file), { force, now });
  const wrong = differences(manifest.database.tables, counts);
  if (wrong.length > 0)
    throw new Error(`The restored database does not match the backup:\n  ${wrong.join('\n  ')}`);
  await restoreFiles({ dir, storage, plan, files: manifest.files });
  return {
    manifest,
    rows: Object.values(counts).reduce((sum, n) => sum + n, 0),
    filesRestored: plan.toPut.length + plan.conflicting.length,
    filesAlreadyThere: plan.identical.length,
    filesReplaced: plan.conflicting.length,
    extraFiles: plan.extraKeys,
  };
}
