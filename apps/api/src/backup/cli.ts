import path from 'node:path';
import { parseArgs } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { ConfigError, loadConfig } from '../config';
import { createStorage } from '../plugins/create-storage';
import { createBackup } from './backup';
import { hasPgliteDatabase, refuseOpenPglite } from './pglite-lock';
import { restoreBackup } from './restore';

const HELP = `Marketday backup and restore (the server's environment chooses the database and the file storage)

  npm run backup [-- --out <folder>]
      Writes <folder>/marketday-<UTC time>/ (default folder: ./backups) with manifest.json, the database
      (pglite-data.tar.gz, or database.pgdump when DATABASE_URL is set) and every stored file under files/.
      PGlite: stop the server first. PostgreSQL: the server may keep running.

  npm run restore -- <backup folder> [--force]
      Checks every hash in the backup, then restores it into an empty database (DATA_DIR/db, or DATABASE_URL)
      and its files into storage (DATA_DIR/files, or the S3 bucket), then checks every table's row count and
      every file's bytes. A database that has tables is refused; --force moves a PGlite database aside
      (DATA_DIR/db.replaced-…) or drops the PostgreSQL schemas public and drizzle first, and replaces stored
      files that differ. Start the server afterwards.

Options:
  --out <folder>   backup: where to write the backup folder (default ./backups)
  --force          restore: replace a database that is not empty and stored files that differ
  --help           this text`;

async function backup(outDir: string) {
  const config = loadConfig();
  const storage = await createStorage(config);
  const started = Date.now();
  let result: Awaited<ReturnType<typeof createBackup>>;
  if (config.DATABASE_URL) {
    const source = { kind: 'postgres' as const, url: config.DATABASE_URL };
    result = await createBackup({ source, storage, storageDriver: config.STORAGE_DRIVER, outDir });
  } else {
    const dataDir = path.join(config.DATA_DIR, 'db');
    refuseOpenPglite(dataDir);
    if (!hasPgliteDatabase(dataDir)) throw new Error(`There is no database in ${dataDir} to back up`);
    const client = await PGlite.create({ dataDir });
    try {
      const source = { kind: 'pglite' as const, client };
      result = await createBackup({ source, storage, storageDriver: config.STORAGE_DRIVER, outDir });
    } finally {
      await client.close();
    }
  }
  const { manifest } = result;
  const rows = Object.values(manifest.database.tables).reduce((sum, n) => sum + n, 0);
  console.info(
    `Backup written to ${result.dir}: ${manifest.database.kind} database (${Object.keys(manifest.database.tables).length} tables, ${rows} rows, last migration ${manifest.database.migrations.last}), ${manifest.files.length} files, in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}

async function restore(dir: string, force: boolean) {
  const config = loadConfig();
  const storage = await createStorage(config);
  const started = Date.now();
  const target = config.DATABASE_URL
    ? { kind: 'postgres' as const, url: config.DATABASE_URL }
    : { kind: 'pglite' as const, dataDir: path.join(config.DATA_DIR, 'db') };
  const summary = await restoreBackup({ dir, target, storage, force });
  console.info(
    `Restored ${dir} (made ${summary.manifest.createdAt}): ${summary.rows} rows checked, ${summary.filesRestored} files stored${summary.filesReplaced ? ` (${summary.filesReplaced} replaced)` : ''}, ${summary.filesAlreadyThere} already there with the same bytes, in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
  if (summary.extraFiles.length > 0)
    console.info(
      `${summary.extraFiles.length} stored files are not in the backup and were left as they are (the server's sweep removes files no row points to).`,
    );
}

function parse() {
  return parseArgs({
    allowPositionals: true,
    options: { out: { type: 'string' }, force: { type: 'boolean' }, help: { type: 'boolean' } },
  });
}

async function main() {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse();
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n\n${HELP}`);
  }
  const { values, positionals } = parsed;
  const [command, ...rest] = positionals;
  if (values.help || !command) {
    console.info(HELP);
    return;
  }
  if (command === 'backup' && rest.length === 0 && !values.force)
    return backup(path.resolve(values.out ?? 'backups'));
  if (command === 'restore' && rest.length === 1 && rest[0] && !values.out)
    return restore(path.resolve(rest[0]), values.force ?? false);
  if (command === 'restore' && rest.length === 0)
    throw new UsageError('Which backup? npm run restore -- <backup folder> (see --help)');
  throw new UsageError(`Unexpected arguments.\n\n${HELP}`);
}

class UsageError extends Error {}

main().catch((error: unknown) => {
  const usage = error instanceof UsageError || error instanceof ConfigError;
  const command = process.argv[2] === 'restore' ? 'Restore' : 'Backup';
  console.error(usage ? (error as Error).message : `${command} failed: ${(error as Error).message}`);
  process.exitCode = usage ? 2 : 1;
});
