import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { type DatabaseHandle, openPglite, openPostgres } from './client';
import { runMigrations } from './migrate';

// PGlite in DATA_DIR by default; PostgreSQL when DATABASE_URL is set. Migrations run on open.
export async function openDatabase(config: Config): Promise<DatabaseHandle> {
  let handle: DatabaseHandle;
  if (config.DATABASE_URL) {
    handle = openPostgres(config.DATABASE_URL, {
      max: config.DATABASE_POOL_MAX,
      namedStatements: config.DATABASE_PREPARED_STATEMENTS,
    });
  } else {
    const dir = path.join(config.DATA_DIR, 'db');
    mkdirSync(dir, { recursive: true });
    handle = await openPglite(dir);
  }
  await runMigrations(handle, { directUrl: config.DATABASE_MIGRATION_URL });
  return handle;
}
