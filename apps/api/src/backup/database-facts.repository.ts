import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { MIGRATIONS_FOLDER } from '../db/migrate';
import { rowsOf } from '../db/rows';

// The app's tables and drizzle's record of the migrations applied: everything a backup must bring back.
const SCHEMAS = ['public', 'drizzle'];

type JournalEntry = { tag: string; when: number };

export function migrationJournal(): JournalEntry[] {
  const file = path.join(MIGRATIONS_FOLDER, 'meta/_journal.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { entries: JournalEntry[] }).entries;
}

export async function listTables(db: Database): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`
      select schemaname || '.' || tablename as name from pg_tables
      where schemaname in (${sql.join(
        SCHEMAS.map((schema) => sql`${schema}`),
        sql`, `,
      )})
      order by 1`),
  );
  return rows.map((row) => row.name);
}

export function quotedTable(name: string) {
  const [schema = '', table = ''] = name.split('.');
  return sql.raw(`"${schema.replaceAll('"', '""')}"."${table.replaceAll('"', '""')}"`);
}

export async function countRows(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await listTables(db)) {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from ${quotedTable(table)}`),
    );
    counts[table] = Number(row?.n ?? 0);
  }
  return counts;
}

// How many migrations the database has had, and the last one's name (from this code's journal, by its timestamp).
export async function migrationState(db: Database): Promise<{ count: number; last: string | null }> {
  const tables = await listTables(db);
  if (!tables.includes('drizzle.__drizzle_migrations')) return { count: 0, last: null };
  const [row] = rowsOf<{ count: number; last: string | null }>(
    await db.execute(
      sql`select count(*)::int as count, max(created_at)::text as last from drizzle.__drizzle_migrations`,
    ),
  );
  if (!row || row.last === null) return { count: 0, last: null };
  const entry = migrationJournal().find((candidate) => String(candidate.when) === row.last);
  return { count: Number(row.count), last: entry?.tag ?? `unknown migration of ${row.last}` };
}
