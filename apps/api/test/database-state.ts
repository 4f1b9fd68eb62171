// What a test database must look like before a test starts, and the reset that brings a used one back to it:
// the same for PGlite and PostgreSQL (docs/decisions/030-test-suite-time.md).

export type Query = (sql: string) => Promise<Record<string, unknown>[]>;

export type TemplateState = {
  schema: string;
  catalogs: string;
  filled: string[];
  reference: string;
  emptyTables: string[];
};

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

// A cheap stand-in for the fingerprint: each catalog's row count and newest row version, and the migrations' rows.
// Whatever DDL leaves behind inserts, updates or deletes catalog rows, so while this matches the template's, the
// schema is the template's; when it differs (a test set a column's default and dropped it again: the column's row
// has a newer version) the fingerprint decides. It costs a fifth of the fingerprint, which every reset paid
// (docs/decisions/030-test-suite-time.md). It assumes transaction ids have not wrapped round, as on a test cluster.
const CATALOG_SIGNATURE = `select string_agg(item, ' ' order by item) as value from (${[
  'pg_namespace',
  'pg_class',
  'pg_attribute',
  'pg_attrdef',
  'pg_constraint',
  'pg_index',
  'pg_trigger',
  'pg_proc',
  'pg_type',
  'pg_enum',
]
  .map(
    (catalog) => `select '${catalog}:' || count(*) || ':' || max(xmin::text::bigint) as item from ${catalog}`,
  )
  .join(' union all ')}
  union all select 'migrations:' || md5(string_agg(hash || ' ' || created_at, '|' order by id))
    from drizzle.__drizzle_migrations) items`;

async function catalogSignature(query: Query): Promise<string> {
  const [row] = await query(CATALOG_SIGNATURE);
  return String(row?.value ?? '');
}

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
  const sequences = await query(`select sequencename from pg_sequences where schemaname = 'public'`);
  if (sequences.length > 0)
    throw new Error('resetToTemplate deletes rows and restarts no sequence: make it restart these too');
  const tables = await tablesOf(query);
  const filled = await tablesWithRows(query, tables);
  return {
    schema: await fingerprint(query),
    catalogs: await catalogSignature(query),
    filled,
    reference: await referenceRows(query, filled),
    emptyTables: tables.filter((table) => !filled.includes(table)),
  };
}

/**
 * Empties what a test wrote and answers whether the database is now as the template left it. False when the test
 * changed the schema or the migrations' own rows: that database must be thrown away, not reused.
 *
 * The tables that hold rows are emptied with DELETE, foreign keys and triggers off for the statement
 * (`session_replication_role`, which needs a superuser, as both lanes run): TRUNCATE gives every table and index a
 * new file, and cost about 90 ms a reset on PGlite against 2 ms. A PostgreSQL role that is no superuser gets the
 * TRUNCATE. The app's tables have no sequences, so there is no identity to restart.
 */
export async function resetToTemplate(query: Query, state: TemplateState): Promise<boolean> {
  if ((await catalogSignature(query)) !== state.catalogs && (await fingerprint(query)) !== state.schema)
    return false;
  const written = await tablesWithRows(query, state.emptyTables);
  if (written.length > 0) {
    try {
      // One statement, so the setting ends with its transaction whatever happens.
      await query(`do $$ begin
        perform set_config('session_replication_role', 'replica', true);
        ${written.map((table) => `delete from ${table};`).join(' ')}
      end $$`);
    } catch {
      await query(`truncate ${written.join(', ')} cascade`);
    }
  }
  return (await referenceRows(query, state.filled)) === state.reference;
}
