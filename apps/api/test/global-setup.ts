import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openPostgres, wrapPglite } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { TEMPLATE_DB } from './postgres-lane';

// Migrate once per run; every test file then starts from a copy (DESIGN/STACK: template, not re-migration).
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = openPostgres(url, { max: 1 });
    await admin.db.execute(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.db.execute(`create database ${TEMPLATE_DB}`);
    await admin.close();
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${TEMPLATE_DB}`;
    const template = openPostgres(templateUrl.toString(), { max: 1 });
    await runMigrations(template);
    await template.close();
    return;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'marketday-test-'));
  const client = await PGlite.create();
  await runMigrations(wrapPglite(client));
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}
