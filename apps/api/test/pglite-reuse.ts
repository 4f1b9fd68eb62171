import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';

// Loading the migrated template (40 MB) into a new PGlite takes 1–2 s, most of a test's set-up; emptying the
// tables of one a test has finished with takes tens of milliseconds. So each test file's process keeps one idle
// instance and hands it to the next test, wiped, unless the test changed anything a wipe does not restore.
// TEST_FRESH_DATABASE=1 gives every test a new instance, to rule the reuse out when a test fails oddly.

type State = { schema: string; filled: string[]; reference: string; emptyTables: string[] };

// The shape of the database (tables, columns, constraints, indexes, triggers, functions, enums, migrations): a test
// that adds a trigger or a constraint, or deletes a migration row, leaves an instance no other test may get.
const SCHEMA_FINGERPRINT = `
  select md5(coalesce(string_agg(item, '|' order by item), '')) as value from (
    select 'c ' || table_schema || '.' || table_name || '.' || column_name || ' ' || data_type || ' '
           || coalesce(column_default, '') || ' ' || is_nullable as item
      from information_schema.columns where table_schema in ('public', 'drizzle')
    union all select 'k ' || conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid)
      from pg_constraint where connamespace in ('public'::regnamespace, 'drizzle'::regnamespace)
    union all select 'i ' || indexdef from pg_indexes where schemaname in ('public', 'drizzle')
    union all select 't ' || tgrelid::regclass::text || ' ' || tgname from pg_trigger where not tgisinternal
    union all select 'f ' || proname from pg_proc where pronamespace = 'public'::regnamespace
    union all select 'e ' || enumtypid::regtype::text || ' ' || enumlabel from pg_enum
    union all select 'v ' || viewname from pg_views where schemaname = 'public'
    union all select 'm ' || hash || ' ' || created_at from drizzle.__drizzle_migrations
  ) items`;

async function tablesOf(client: PGlite) {
  const { rows } = await client.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  return rows.map((r) => `"${r.name}"`);
}

async function rowCount(client: PGlite, table: string) {
  const { rows } = await client.query<{ n: number }>(`select count(*)::int as n from ${table}`);
  return rows[0]?.n ?? 0;
}

// The rows the migrations themselves insert (the billing plans), which a wipe keeps and no test may change.
async function referenceRows(client: PGlite, tables: string[]) {
  const sums: string[] = [];
  for (const table of tables) {
    const { rows } = await client.query<{ value: string | null }>(
      `select md5(string_agg(t::text, '|' order by t::text)) as value from ${table} t`,
    );
    sums.push(`${table} ${rows[0]?.value ?? ''}`);
  }
  return sums.join('\n');
}

async function stateOf(client: PGlite): Promise<State> {
  const tables = await tablesOf(client);
  const filled: string[] = [];
  const emptyTables: string[] = [];
  for (const table of tables) ((await rowCount(client, table)) > 0 ? filled : emptyTables).push(table);
  const { rows } = await client.query<{ value: string }>(SCHEMA_FINGERPRINT);
  return {
    schema: rows[0]?.value ?? '',
    filled,
    reference: await referenceRows(client, filled),
    emptyTables,
  };
}

let template: State | null = null;
let idle: PGlite | null = null;

/** A PGlite with the migrated template's contents: the idle one of this process if there is one, else a new one. */
export async function takePglite(): Promise<PGlite> {
  const reused = idle;
  idle = null;
  if (reused) return reused;
  const client = await PGlite.create({ loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) });
  template ??= await stateOf(client);
  return client;
}

/** Wipes an instance a test has finished with and keeps it for the next test, or closes it. */
export async function giveBackPglite(client: PGlite): Promise<void> {
  if (client.closed) return;
  try {
    if (!process.env.TEST_FRESH_DATABASE && template && !idle && (await wipe(client, template))) {
      idle = client;
      return;
    }
  } catch {
    // Anything unexpected: a new instance is the safe answer.
  }
  await client.close();
}

async function wipe(client: PGlite, state: State): Promise<boolean> {
  // A session setting, prepared statement, lock or temporary table of the last test goes with DISCARD ALL.
  await client.exec('discard all');
  const [fingerprint] = (await client.query<{ value: string }>(SCHEMA_FINGERPRINT)).rows;
  if (fingerprint?.value !== state.schema) return false;
  if (state.emptyTables.length > 0)
    await client.exec(`truncate ${state.emptyTables.join(', ')} restart identity`);
  return (await referenceRows(client, state.filled)) === state.reference;
}
