import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openPglite, openPostgres } from './client';
import { MIGRATIONS_FOLDER, runMigrations } from './migrate';
import { rowsOf } from './rows';

const MIGRATION = '0019_audit_values_cents';
const url = process.env.TEST_DATABASE_URL;

// The migrations folder as it stood before MIGRATION: the same files, the journal cut before its entry.
function folderBefore(tag: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'marketday-migrations-'));
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
  const at = journal.entries.findIndex((entry: { tag: string }) => entry.tag === tag);
  expect(at).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

const OLD_CHECKOUT = {
  market_id: 'm',
  market_name: 'Saturday Downtown',
  vendor_id: 'v',
  vendor_name: 'Sunny Acres',
  market_date: '2026-11-21',
  reported_gross: 12.34,
  market_fee: 0.74,
  market_fee_calculation: '6% of $12.34 = $0.74',
  gov_fee: 0.03,
  token_total: 2.5,
  money_owed: -1.79,
  tokens: [
    { token_id: 't1', name: 'Market Bucks', count: 2, per_dollar_value: 1 },
    { token_id: 't2', name: 'Fresh Bucks', count: 1, per_dollar_value: 0.5 },
  ],
  custom_fields: { weather: 'Windy' },
  receipt_email: null,
};
const OLD_REPORT = {
  market_id: 'm',
  date: '2026-11-21',
  name: null,
  additional_income: 40.1,
  expenses: 0.29,
  tokens_distributed: [{ token_id: 't1', name: 'Market Bucks', count: 50 }],
  notes: null,
  custom_fields: {},
};
const TOKEN_ENTRY = { token_id: 't1', token_name: 'Market Bucks', count: 97, type: 'MANUAL', delta: -3 };

// Runs the migrations of `folder` only, as an older release would have.
async function migrateWith(handle: DatabaseHandle, folder: string) {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    return;
  }
  const client = await handle.pool!.connect();
  try {
    await migratePg(drizzlePg(client), { migrationsFolder: folder });
  } finally {
    client.release();
  }
}

// A fresh database of each lane: PGlite in memory; on the PostgreSQL lane, a database of its own, dropped after.
async function withFreshDatabase(
  kind: 'pglite' | 'postgres',
  work: (handle: DatabaseHandle) => Promise<void>,
) {
  if (kind === 'pglite') {
    const handle = await openPglite(undefined);
    try {
      await work(handle);
    } finally {
      await handle.close();
    }
    return;
  }
  const name = `marketday_migrate_${randomBytes(6).toString('hex')}`;
  const admin = openPostgres(url ?? '', { max: 1 });
  await admin.db.execute(`create database ${name}`);
  const dbUrl = new URL(url ?? '');
  dbUrl.pathname = `/${name}`;
  const handle = openPostgres(dbUrl.toString(), { max: 2 });
  try {
    await work(handle);
  } finally {
    await handle.close();
    await admin.db.execute(`drop database if exists ${name} with (force)`);
    await admin.close();
  }
}

describe.each([
  { kind: 'pglite' as const, skip: false },
  { kind: 'postgres' as const, skip: !url },
])(`migration ${MIGRATION} on $kind`, ({ kind, skip }) => {
  const folders: string[] = [];
  afterAll(() => {
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  it.skipIf(skip)(
    'turns the dollars of existing checkout and day report audit rows into integer cents',
    async () => {
      await withFreshDatabase(kind, async (handle) => {
        const before = folderBefore(MIGRATION);
        folders.push(before);
        await migrateWith(handle, before);
        const insert = (entity: string, id: string, old: unknown, next: unknown) =>
          handle.db.execute(
            `insert into audit_events (entity, entity_id, action, before, after) values ('${entity}', '${id}', 'update', ${old === null ? 'null' : `'${JSON.stringify(old)}'::jsonb`}, '${JSON.stringify(next)}'::jsonb)`,
          );
        await insert('transaction', '00000000-0000-4000-8000-000000000001', null, OLD_CHECKOUT);
        await insert('transaction', '00000000-0000-4000-8000-000000000002', OLD_CHECKOUT, {
          ...OLD_CHECKOUT,
          tokens: [],
        });
        await insert('day_report', '00000000-0000-4000-8000-000000000003', OLD_REPORT, {
          ...OLD_REPORT,
          expenses: 1005.45,
        });
        await insert('token_entry', '00000000-0000-4000-8000-000000000004', TOKEN_ENTRY, TOKEN_ENTRY);

        await runMigrations(handle);

        const rows = rowsOf<{ entity_id: string; before: unknown; after: unknown }>(
          await handle.db.execute('select entity_id, before, after from audit_events order by entity_id'),
        );
        const {
          reported_gross: _gross,
          market_fee: _fee,
          gov_fee: _gov,
          token_total: _tokens,
          money_owed: _owed,
          ...checkoutRest
        } = OLD_CHECKOUT;
        const checkout = {
          ...checkoutRest,
          reported_gross_cents: 1234,
          market_fee_cents: 74,
          gov_fee_cents: 3,
          token_total_cents: 250,
          money_owed_cents: -179,
          tokens: [
            { token_id: 't1', name: 'Market Bucks', count: 2, per_dollar_value_cents: 100 },
            { token_id: 't2', name: 'Fresh Bucks', count: 1, per_dollar_value_cents: 50 },
          ],
        };
        const { additional_income: _income, expenses: _expenses, ...reportRest } = OLD_REPORT;
        const report = { ...reportRest, additional_income_cents: 4010, expenses_cents: 29 };
        expect(rows).toEqual([
          { entity_id: '00000000-0000-4000-8000-000000000001', before: null, after: checkout },
          {
            entity_id: '00000000-0000-4000-8000-000000000002',
            before: checkout,
            after: { ...checkout, tokens: [] },
          },
          {
            entity_id: '00000000-0000-4000-8000-000000000003',
            before: report,
            after: { ...report, expenses_cents: 100545 },
          },
          { entity_id: '00000000-0000-4000-8000-000000000004', before: TOKEN_ENTRY, after: TOKEN_ENTRY },
        ]);
        // Whole numbers in the JSON itself, not 1234.0.
        const [text] = rowsOf<{ gross: string }>(
          await handle.db.execute(
            "select after ->> 'reported_gross_cents' as gross from audit_events where entity = 'transaction' order by entity_id limit 1",
          ),
        );
        expect(text?.gross).toBe('1234');
        // The helper function does not outlive the migration.
        const functions = rowsOf<{ n: number }>(
          await handle.db.execute(
            "select count(*)::int as n from pg_proc where proname = 'audit_values_to_cents'",
          ),
        );
        expect(functions[0]?.n).toBe(0);
      });
    },
  );
});
