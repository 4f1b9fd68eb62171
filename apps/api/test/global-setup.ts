import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { type DatabaseHandle, openPostgres, wrapPglite } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { TEMPLATE_DB, WORKER_DB_PREFIX } from './postgres-lane';

// The worker databases of a run (test/postgres-lane.ts): a new run starts them again from its own template.
async function dropWorkerDatabases(admin: DatabaseHandle) {
  const { rows } = await (admin.pool as NonNullable<DatabaseHandle['pool']>).query<{ name: string }>(
    `select datname as name from pg_database where datname like '${WORKER_DB_PREFIX}%'`,
  );
  for (const { name } of rows) await admin.db.execute(`drop database if exists ${name} with (force)`);
}

type Template = { pglite?: string; teardown: () => Promise<void> | void };

// Migrate once per run; every worker database then starts as a copy of it (DESIGN/STACK: template, not
// re-migration), and is emptied between tests.
async function createTemplate(): Promise<Template> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = openPostgres(url, { max: 1 });
    await dropWorkerDatabases(admin);
    await admin.db.execute(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.db.execute(`create database ${TEMPLATE_DB}`);
    await admin.close();
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${TEMPLATE_DB}`;
    const template = openPostgres(templateUrl.toString(), { max: 1 });
    await runMigrations(template);
    await template.close();
    return {
      teardown: async () => {
        const cleanup = openPostgres(url, { max: 1 });
        await dropWorkerDatabases(cleanup);
        await cleanup.close();
      },
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'marketday-test-'));
  const client = await PGlite.create();
  await runMigrations(wrapPglite(client));
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return { pglite: file, teardown: () => rmSync(dir, { recursive: true, force: true }) };
}

// Both API projects (the shared-registry files and those run apart) name this setup, and Vitest runs it once for
// each in the same process: the second is handed the first's template instead of migrating again (about 5 s a
// lane), and the last one to end removes it.
const shared = globalThis as typeof globalThis & {
  marketdayTestTemplate?: { template: Promise<Template>; users: number };
};

export default async function setup(project: TestProject) {
  shared.marketdayTestTemplate ??= { template: createTemplate(), users: 0 };
  const entry = shared.marketdayTestTemplate;
  entry.users += 1;
  const template = await entry.template;
  if (template.pglite) project.provide('pgliteTemplate', template.pglite);
  return async () => {
    entry.users -= 1;
    if (entry.users > 0) return;
    shared.marketdayTestTemplate = undefined;
    await template.teardown();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
