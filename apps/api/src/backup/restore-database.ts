import { mkdir, readFile, rename } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { type Database, databaseOnClient, wrapPglite } from '../db/client';
import { rowsOf } from '../db/rows';
import { backupName } from './backup';
import { countRows } from './database-facts.repository';
import { describeUrl, pgRestore } from './pg-tools';
import { hasPgliteDatabase, refuseOpenPglite } from './pglite-lock';

// PGlite: the data directory (DATA_DIR/db). PostgreSQL: the URL of a database, empty unless forced.
export type RestoreTarget = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

export type PreparedTarget = {
  // What is there now, for the message and the --force decision.
  isEmpty: boolean;
  describe: string;
  // Restores the database file and answers the row counts of the restored database.
  restore: (file: string, options: { force: boolean; now: Date }) => Promise<Record<string, number>>;
};

async function withPostgres<T>(url: string, work: (db: Database, client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(databaseOnClient(client), client);
  } finally {
    await client.end();
  }
}

function pgliteTarget(dataDir: string): PreparedTarget {
  refuseOpenPglite(dataDir);
  return {
    isEmpty: !hasPgliteDatabase(dataDir),
    describe: `the PGlite database in ${dataDir}`,
    restore: async (file, { now }) => {
      // Forced over a database: it is moved aside, never deleted.
      if (hasPgliteDatabase(dataDir)) await rename(dataDir, `${dataDir}.replaced-${backupName(now)}`);
      await mkdir(dataDir, { recursive: true });
      const client = await PGlite.create({ dataDir, loadDataDir: new Blob([await readFile(file)]) });
      try {
        return await countRows(wrapPglite(client).db);
      } finally {
        await client.close();
      }
    },
  };
}

async function postgresTarget(url: string): Promise<PreparedTarget> {
  const tables = await withPostgres(url, async (_db, client) =>
    rowsOf<{ n: number }>(
      await client.query(
        "select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')",
      ),
    ),
  );
  return {
    isEmpty: (tables[0]?.n ?? 0) === 0,
    describe: `the PostgreSQL database ${describeUrl(url)}`,
    restore: async (file, { force }) => {
      // Forced over a database: its app schemas go first (pg_restore creates every table and would collide).
      if (force)
        await withPostgres(url, (_db, client) =>
          client.query(
            'drop schema if exists drizzle cascade; drop schema if exists public cascade; create schema public',
          ),
        );
      await pgRestore({ url, file });
      return withPostgres(url, (db) => countRows(db));
    },
  };
}

export function prepareTarget(target: RestoreTarget): Promise<PreparedTarget> {
  return target.kind === 'pglite'
    ? Promise.resolve(pgliteTarget(target.dataDir))
    : postgresTarget(target.url);
}
