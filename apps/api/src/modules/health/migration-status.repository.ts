import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { MIGRATIONS_FOLDER } from '../../db/migrate';
import { rowsOf } from '../../db/rows';

// How many migrations this build carries (drizzle's journal), read once.
let expected: number | undefined;
function expectedMigrations(): number {
  expected ??= (
    JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;
  return expected;
}

/** True when the database has every migration of this build (drizzle records each applied one). */
export async function migrationsApplied(db: Database): Promise<boolean> {
  const [row] = rowsOf<{ applied: number }>(
    await db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`),
  );
  return Number(row?.applied ?? 0) >= expectedMigrations();
}
