import { randomBytes } from 'node:crypto';
import type { DatabaseHandle } from '../src/db/client';
import { openPostgres } from '../src/db/client';
import { type Query, resetToTemplate, type TemplateState, templateStateOf } from './database-state';
import { closeAtFileEnd } from './file-end';

export const TEMPLATE_DB = 'marketday_test_template';
// One database per vitest worker slot (VITEST_POOL_ID), reused by every test file that slot runs: emptied between
// tests, never created per test (docs/decisions/030-test-suite-time.md). test/global-setup.ts drops them all.
export const WORKER_DB_PREFIX = 'marketday_test_worker_';

function urlFor(url: string, name: string) {
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return dbUrl.toString();
}

const queryOf =
  (handle: DatabaseHandle): Query =>
  async (sql) =>
    (await (handle.pool as NonNullable<DatabaseHandle['pool']>).query(sql)).rows;

async function withAdmin<T>(url: string, work: (query: Query) => Promise<T>): Promise<T> {
  const admin = openPostgres(url, { max: 1 });
  try {
    return await work(queryOf(admin));
  } finally {
    await admin.close();
  }
}

// pool.end() resolves before its sockets have closed; dropping with force at once would kill them mid-close.
async function dropDatabase(url: string, name: string) {
  await withAdmin(url, async (query) => {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const [row] = await query(`select count(*)::int as n from pg_stat_activity where datname = '${name}'`);
      if (Number(row?.n ?? 0) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await query(`drop database if exists ${name} with (force)`);
  });
}

/** A fresh database of its own, copied from the migrated template, for a test that needs one beside the worker's. */
export async function createPostgresTestDatabase(url: string) {
  const name = `marketday_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(url, (query) => query(`create database ${name} template ${TEMPLATE_DB}`));
  const handle = openPostgres(urlFor(url, name), { max: 5 });
  return {
    handle,
    url: urlFor(url, name),
    drop: async () => {
      await handle.close();
      await dropDatabase(url, name);
    },
  };
}

let template: TemplateState | null = null;
let worker: { handle: DatabaseHandle; busy: boolean } | null = null;
const workerDbName = () => `${WORKER_DB_PREFIX}${process.env.VITEST_POOL_ID ?? '1'}`;

async function openWorkerDatabase(url: string): Promise<DatabaseHandle> {
  const name = workerDbName();
  const exists = await withAdmin(url, (query) =>
    query(`select 1 from pg_database where datname = '${name}'`),
  );
  if (exists.length === 0)
    await withAdmin(url, (query) => query(`create database ${name} template ${TEMPLATE_DB}`));
  const handle = openPostgres(urlFor(url, name), { max: 5 });
  if (!template) {
    // The state to reset to is the template's own, read there (the worker's may hold a crashed file's rows).
    const templateDb = openPostgres(urlFor(url, TEMPLATE_DB), { max: 1 });
    try {
      template = await templateStateOf(queryOf(templateDb));
    } finally {
      await templateDb.close();
    }
  }
  // A file that died mid-test left its rows, or worse: empty it, or start over from the template.
  if (!(await resetToTemplate(queryOf(handle), template))) {
    await handle.close();
    await dropDatabase(url, name);
    return openWorkerDatabase(url);
  }
  return handle;
}

/**
 * The database for a test app: this worker's own when it is free, emptied; a throwaway copy of the template when
 * the worker's is in use by another app of the same test. `drop` hands the worker's back, emptied, or drops it
 * when the test changed its schema.
 */
export async function takePostgresDatabase(
  url: string,
): Promise<{ handle: DatabaseHandle; reset: () => Promise<boolean>; drop: () => Promise<void> }> {
  if (worker?.busy) {
    const own = await createPostgresTestDatabase(url);
    return { handle: own.handle, reset: async () => false, drop: own.drop };
  }
  worker ??= { handle: await openWorkerDatabase(url), busy: false };
  const current = worker;
  current.busy = true;
  const reset = async () => {
    if (process.env.TEST_FRESH_DATABASE || !template) return false;
    try {
      return await resetToTemplate(queryOf(current.handle), template);
    } catch {
      return false;
    }
  };
  return {
    handle: current.handle,
    reset,
    drop: async () => {
      current.busy = false;
      if (await reset()) return;
      worker = null;
      await current.handle.close();
      await dropDatabase(url, workerDbName());
    },
  };
}

// The end of a test file: its connections to the worker database end; the database stays for the worker's next file.
closeAtFileEnd(async () => {
  const current = worker;
  worker = null;
  if (current && !current.busy) await current.handle.close();
});
