import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { type Query, resetToTemplate, type TemplateState, templateStateOf } from './database-state';

// Loading the migrated template (40 MB) into a new PGlite takes 1–2 s; emptying the tables of one a test has
// finished with takes tens of milliseconds. So each test file's process keeps one idle instance and hands it to the
// next test, wiped, unless the test changed anything a wipe does not restore. TEST_FRESH_DATABASE=1 gives every
// test a new instance, to rule the reuse out when a test fails oddly.

let template: TemplateState | null = null;
let idle: PGlite | null = null;

const queryOf =
  (client: PGlite): Query =>
  async (sql) =>
    (await client.query<Record<string, unknown>>(sql)).rows;

/** A PGlite with the migrated template's contents: the idle one of this process if there is one, else a new one. */
export async function takePglite(): Promise<PGlite> {
  const reused = idle;
  idle = null;
  if (reused) return reused;
  const client = await PGlite.create({ loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) });
  template ??= await templateStateOf(queryOf(client));
  return client;
}

/**
 * Brings an instance a test has finished with back to the template's contents, in place; false when it cannot be
 * (the test changed the schema), and then the instance must not serve another test.
 */
export async function resetPglite(client: PGlite): Promise<boolean> {
  if (client.closed || !template || process.env.TEST_FRESH_DATABASE) return false;
  try {
    // A session setting, prepared statement, lock or temporary table of the last test goes with DISCARD ALL.
    await client.exec('discard all');
    return await resetToTemplate(queryOf(client), template);
  } catch {
    // Anything unexpected: a new instance is the safe answer.
    return false;
  }
}

/** Wipes an instance a test has finished with and keeps it for the next test, or closes it. */
export async function giveBackPglite(client: PGlite): Promise<void> {
  if (client.closed) return;
  if (!idle && (await resetPglite(client))) {
    idle = client;
    return;
  }
  await client.close();
}
