import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { BackupSource } from '../src/backup/backup';
import { listTables, quotedTable } from '../src/backup/database-facts.repository';
import type { RestoreTarget } from '../src/backup/restore-database';
import { type Database, type DatabaseHandle, openPglite, openPostgres } from '../src/db/client';
import { rowsOf } from '../src/db/rows';
import { type FileStorage, localStorage } from '../src/plugins/storage';
import type { TestApp } from './build-test-app';

// The PostgreSQL lane backs up with pg_dump and restores with pg_restore into a new, empty database.
const POSTGRES_URL = process.env.TEST_DATABASE_URL;

// A test that backs up and restores fills one or two new databases from a dump, 2–5 s apiece on a busy machine; on
// CI one took longer than the usual 30 s bound. Its own bound still catches a restore that hangs.
export const BACKUP_TEST_MS = 90_000;

export type RestoreFixture = {
  target: RestoreTarget;
  storage: FileStorage;
  filesDir: string;
  open: () => Promise<DatabaseHandle>;
};

// The test app's own database as a backup source.
export function sourceOf(app: TestApp): BackupSource {
  const client = (app.db as unknown as { $client: unknown }).$client;
  if (POSTGRES_URL) {
    const url = (client as pg.Pool).options.connectionString;
    if (!url) throw new Error('the test database has no URL');
    return { kind: 'postgres', url };
  }
  return { kind: 'pglite', client: client as PGlite };
}

async function emptyPostgresDatabase(url: string, cleanups: (() => Promise<void>)[]) {
  const name = `marketday_test_${randomBytes(6).toString('hex')}`;
  const admin = openPostgres(url, { max: 1 });
  await admin.db.execute(`create database ${name}`);
  await admin.close();
  cleanups.push(async () => {
    const cleanup = openPostgres(url, { max: 1 });
    await cleanup.db.execute(`drop database if exists ${name} with (force)`);
    await cleanup.close();
  });
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

// An empty database (PGlite in a new folder, or a new PostgreSQL database) and an empty folder of files.
export async function emptyTarget({
  work,
  cleanups,
}: {
  work: string;
  cleanups: (() => Promise<void>)[];
}): Promise<RestoreFixture> {
  const dir = await mkdtemp(path.join(work, 'target-'));
  const filesDir = path.join(dir, 'files');
  const storage = localStorage(filesDir);
  if (POSTGRES_URL) {
    const url = await emptyPostgresDatabase(POSTGRES_URL, cleanups);
    return {
      target: { kind: 'postgres', url },
      storage,
      filesDir,
      open: async () => openPostgres(url, { max: 2 }),
    };
  }
  const dataDir = path.join(dir, 'db');
  return { target: { kind: 'pglite', dataDir }, storage, filesDir, open: () => openPglite(dataDir) };
}

// Every row of every table, as JSON, in a stable order.
export async function everyRow(db: Database) {
  const tables: Record<string, string[]> = {};
  for (const table of await listTables(db)) {
    const rows = rowsOf<{ row: string }>(
      await db.execute(sql`select row_to_json(t)::text as row from ${quotedTable(table)} t`),
    );
    tables[table] = rows.map((r) => r.row).sort();
  }
  return tables;
}

export async function everyFile(filesDir: string) {
  const names = (await readdir(filesDir).catch(() => [])).sort();
  return Promise.all(names.map(async (name) => ({ name, bytes: await readFile(path.join(filesDir, name)) })));
}

export async function tableCount(fixture: RestoreFixture) {
  const handle = await fixture.open();
  try {
    return (await listTables(handle.db)).length;
  } finally {
    await handle.close();
  }
}
