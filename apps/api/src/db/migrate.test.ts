import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadAuthUser } from '../modules/auth/auth-user.repository';
import { openPostgres } from './client';
import { MIGRATIONS_FOLDER, runMigrations } from './migrate';
import { rowsOf } from './rows';

const url = process.env.TEST_DATABASE_URL;

// An empty database of the test's own on the lane's server, dropped afterwards.
async function withEmptyDatabase(work: (dbUrl: string) => Promise<void>) {
  const name = `marketday_migrate_${randomBytes(6).toString('hex')}`;
  const admin = openPostgres(url ?? '', { max: 1 });
  await admin.db.execute(`create database ${name}`);
  const dbUrl = new URL(url ?? '');
  dbUrl.pathname = `/${name}`;
  try {
    await work(dbUrl.toString());
  } finally {
    await admin.db.execute(`drop database if exists ${name} with (force)`);
    await admin.close();
  }
}

describe.skipIf(!url)('PostgreSQL: several API processes on one database', () => {
  it('three processes starting at the same moment apply each migration once', async () => {
    await withEmptyDatabase(async (dbUrl) => {
      const processes = [1, 2, 3].map(() => openPostgres(dbUrl, { max: 2 }));
      try {
        await Promise.all(processes.map((handle) => runMigrations(handle)));
        const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'));
        const [row] = rowsOf<{ applied: number; distinct_hashes: number }>(
          await processes[0]!.db.execute(
            'select count(*)::int as applied, count(distinct hash)::int as distinct_hashes from drizzle.__drizzle_migrations',
          ),
        );
        expect(row).toEqual({ applied: journal.entries.length, distinct_hashes: journal.entries.length });
      } finally {
        await Promise.all(processes.map((handle) => handle.close()));
      }
    });
  });

  it('behind a transaction-mode pooler (DATABASE_PREPARED_STATEMENTS=false) no statement is kept by name', async () => {
    await withEmptyDatabase(async (dbUrl) => {
      // One connection each, so what the sign-in lookup prepared is visible to the next query.
      const named = openPostgres(dbUrl, { max: 1 });
      const unnamed = openPostgres(dbUrl, { max: 1, namedStatements: false });
      try {
        await runMigrations(named);
        const kept = async (handle: typeof named) => {
          await loadAuthUser({
            db: handle.db,
            userId: '00000000-0000-4000-8000-000000000000',
            sessionId: '00000000-0000-4000-8000-000000000000',
            now: new Date(),
          });
          return rowsOf<{ name: string }>(
            await handle.db.execute('select name from pg_prepared_statements'),
          ).map((r) => r.name);
        };
        expect(await kept(named)).toContain('load_auth_user');
        expect(await kept(unnamed)).toEqual([]);
      } finally {
        await Promise.all([named.close(), unnamed.close()]);
      }
    });
  });
});
