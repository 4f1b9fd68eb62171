// What a test database must look like before a test starts, and the reset that brings a used one back to it:
// the same for PGlite and PostgreSQL (docs/decisions/030-test-suite-time.md).

export type Query = (sql: string) => Promise<Record<string, unknown>[]>;

export type TemplateState = { schema: string; filled: string[]; reference: string; emptyTables: string[] };

// The shape of the database (tables, columns, constraints, indexes, triggers, functions, enums, migrations): a test
// that adds a trigger or a constraint, or deletes a migration row, leaves a database no other test may get.
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

async function fingerprint(query: Query): Promise<string> {
  const [row] = await query(SCHEMA_FINGERPRINT);
  return String(row?.value ?? '');
}

async function tablesOf(query: Query): Promise<string[]> {
  const rows = await query(
    `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  return rows.map((r) => `"${String(r.name)}"`);
}

/** The tables among `tables` that hold at least one row, in one round trip. */
async function tablesWithRows(query: Query, tables: string[]): Promise<string[]> {
  if (tables.length === 0) return [];
  const rows = await query(
    tables
      .map((table) => `select '${table.replaceAll("'", "''")}' as name where exists (select 1 from ${table})`)
      .join(' union all '),
  );
  return rows.map((r) => String(r.name));
}

// The rows the migrations themselves insert (the billing plans), which a reset keeps and no test may change.
async function referenceRows(query: Query, tables: string[]): Promise<string> {
  const sums: string[] = [];
  for (const table of tables) {
    const [row] = await query(
      `select md5(string_agg(t::text, '|' order by t::text)) as value from ${table} t`,
    );
    sums.push(`${table} ${String(row?.value ?? '')}`);
  }
  return sums.join('\n');
}

/** Read from a freshly migrated database: the state every test starts from. */
export async function templateStateOf(query: Query): Promise<TemplateState> {
  const tables = await tablesOf(query);
  const filled = await tablesWithRows(query, tables);
  return {
    schema: await fingerprint(query),
    filled,
    reference: await referenceRows(query, filled),
    emptyTables: tables.filter((table) => !filled.includes(table)),
  };
}

/**
 * Empties what a test wrote (TRUNCATE … RESTART IDENTITY of the tables that hold rows) and answers whether the
 * database is now as the template left it. False when the test changed the schema or the migrations' own rows:
 * that database must be thrown away, not reused.
 */
export async function resetToTemplate(query: Query, state: TemplateState): Promise<boolean> {
  if ((await fingerprint(query)) !== state.schema) return false;
  const written = await tablesWithRows(query, state.emptyTables);
  if (written.length > 0) await query(`truncate ${written.join(', ')} restart identity cascade`);
  return (await referenceRows(query, state.filled)) === state.reference;
}
