import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { DatabaseHandle } from './client';

export const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

// Any fixed number of our own: while one process holds it, every other process starting on the same database
// waits, then finds the migrations applied and does nothing.
const MIGRATION_LOCK = 7_305_142_001;

/**
 * One set of SQL migrations serves PGlite and PostgreSQL. On PostgreSQL several API processes may start at the same
 * moment: the migrations run on one connection holding an advisory lock, so they run once. `directUrl` (the
 * DATABASE_MIGRATION_URL) reaches PostgreSQL without a transaction-mode pooler, which would not keep the lock across
 * the migrations' transactions (docs/decisions/025-several-api-processes.md).
 */
export async function runMigrations(handle: DatabaseHandle, { directUrl }: { directUrl?: string } = {}) {
  const options = { migrationsFolder: MIGRATIONS_FOLDER };
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, options);
    return;
  }
  if (!handle.pool) throw new Error('A PostgreSQL handle without its pool');
  const client = directUrl ? new pg.Client({ connectionString: directUrl }) : null;
  if (client) await client.connect();
  const connection = client ?? (await handle.pool.connect());
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    let migrated: unknown;
    try {
      await migratePg(drizzlePg(connection), options);
    } catch (error) {
      migrated = error;
    }
    const unlocked = await connection.query<{ unlocked: boolean }>(
      'select pg_advisory_unlock($1) as unlocked',
      [MIGRATION_LOCK],
    );
    if (migrated) throw migrated;
    // False: the lock was taken on another server connection (a transaction-mode pooler in between), where it
    // stays held. Say so rather than leave the next start waiting without a word.
    if (!unlocked.rows[0]?.unlocked)
      throw new Error(
        'The migration lock was not held by this connection: set DATABASE_MIGRATION_URL to PostgreSQL itself, not the pooler',
      );
  } finally {
    if (client) await client.end();
    else (connection as pg.PoolClient).release();
  }
}
