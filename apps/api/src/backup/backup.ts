import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, databaseOnClient, wrapPglite } from '../db/client';
import { rowsOf } from '../db/rows';
import type { FileStorage } from '../plugins/storage';
import { countRows, migrationState } from './database-facts.repository';
import {
  DATABASE_FILE,
  FILES_FOLDER,
  type FileEntry,
  hashFile,
  hashingPass,
  type Manifest,
  writeManifest,
} from './manifest';
import { pgDump } from './pg-tools';

// PGlite: the open client of a data directory no server is using. PostgreSQL: a URL (the server may keep running).
export type BackupSource = { kind: 'pglite'; client: PGlite } | { kind: 'postgres'; url: string };

type DatabasePart = Omit<Manifest['database'], 'bytes' | 'sha256'>;

export function backupName(now: Date) {
  return `marketday-${now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')}`;
}

async function facts(db: Database) {
  return { tables: await countRows(db), migrations: await migrationState(db) };
}

async function backUpPglite(client: PGlite, dir: string): Promise<DatabasePart> {
  const counted = await facts(wrapPglite(client).db);
  const tarball = await client.dumpDataDir('gzip');
  await writeFile(path.join(dir, DATABASE_FILE.pglite), Buffer.from(await tarball.arrayBuffer()));
  return { kind: 'pglite', file: DATABASE_FILE.pglite, ...counted };
}

// The counts and pg_dump read one snapshot, exported from a repeatable-read transaction held open meanwhile, so
// rows written while the backup runs are in neither or in both.
async function backUpPostgres(url: string, dir: string): Promise<DatabasePart> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const db = databaseOnClient(client);
    await client.query('begin isolation level repeatable read read only');
    const [exported] = rowsOf<{ id: string }>(await client.query('select pg_export_snapshot() as id'));
    const counted = await facts(db);
    await pgDump({ url, file: path.join(dir, DATABASE_FILE.postgres), snapshot: exported?.id });
    await client.query('commit');
    return { kind: 'postgres', file: DATABASE_FILE.postgres, ...counted };
  } finally {
    await client.end();
  }
}

// Every stored file, read through the storage driver (folder or bucket alike), hashed as it is written.
async function backUpFiles(storage: FileStorage, dir: string): Promise<FileEntry[]> {
  const folder = path.join(dir, FILES_FOLDER);
  await mkdir(folder, { recursive: true });
  const keys = (await storage.list()).map((object) => object.key).sort();
  const entries: FileEntry[] = [];
  for (const key of keys) {
    const pass = hashingPass();
    await pipeline(
      storage.read(key),
      pass.transform,
      createWriteStream(path.join(folder, key), { flags: 'wx' }),
    );
    entries.push({ key, ...pass.result() });
  }
  return entries;
}

/**
 * Writes `<outDir>/marketday-<UTC time>/`: manifest.json, the database file and files/<key>. It is built under a
 * `.partial` name and renamed when complete, so a folder without that suffix is always a whole backup.
 */
export async function createBackup({
  source,
  storage,
  storageDriver,
  outDir,
  now = new Date(),
}: {
  source: BackupSource;
  storage: FileStorage;
  storageDriver: Manifest['storageDriver'];
  outDir: string;
  now?: Date;
}): Promise<{ dir: string; manifest: Manifest }> {
  const dir = path.join(outDir, backupName(now));
  const partial = `${dir}.partial`;
  await mkdir(outDir, { recursive: true });
  await mkdir(partial);
  try {
    const database =
      source.kind === 'pglite'
        ? await backUpPglite(source.client, partial)
        : await backUpPostgres(source.url, partial);
    const files = await backUpFiles(storage, partial);
    const manifest: Manifest = {
      format: 'marketday-backup',
      version: 1,
      createdAt: now.toISOString(),
      database: { ...database, ...(await hashFile(path.join(partial, database.file))) },
      storageDriver,
      files,
    };
    await writeManifest({ dir: partial, manifest });
    await rename(partial, dir);
    return { dir, manifest };
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
}
