import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Query, resetToTemplate, type TemplateState, templateStateOf } from './database-state';
import { giveBackPglite, takePglite } from './pglite-reuse';
import { createPostgresTestDatabase } from './postgres-lane';

// The reset every test's database goes through (test/database-state.ts): what it empties, and which changes make
// it refuse the database. On a copy of the migrated template of the lane's own kind (PGlite or PostgreSQL).
let query: Query;
let close: () => Promise<void>;
let template: TemplateState;

beforeAll(async () => {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const own = await createPostgresTestDatabase(url);
    const pool = own.handle.pool as NonNullable<typeof own.handle.pool>;
    // One connection, so a transaction's statements share it.
    const connection = await pool.connect();
    query = async (sql) => (await connection.query(sql)).rows;
    close = async () => {
      connection.release();
      await own.drop();
    };
  } else {
    const client = await takePglite();
    query = async (sql) => (await client.query<Record<string, unknown>>(sql)).rows;
    close = () => giveBackPglite(client);
  }
  template = await templateStateOf(query);
});

afterAll(async () => {
  await close();
});

// A change made inside a transaction that is rolled back afterwards, so the next case starts from the template.
async function refusedAfter(change: string) {
  await query('begin');
  try {
    await query(change);
    return !(await resetToTemplate(query, template));
  } finally {
    await query('rollback');
  }
}

const USER_ID = '00000000-0000-4000-8000-000000000001';

describe('resetToTemplate', () => {
  it('empties tables that refer to each other, whatever order they were written in, and turns the keys back on', async () => {
    await query(`insert into users (id, username, email, password_hash, role)
      values ('${USER_ID}', 'reset-probe', 'reset@example.test', 'x', 'ADMIN')`);
    await query(`insert into admins (user_id, name) values ('${USER_ID}', 'Probe')`);
    await query(`insert into outbox ("to", subject, text) values ('a@example.test', 's', 't')`);
    expect(await resetToTemplate(query, template)).toBe(true);
    expect(
      await query('select 1 from users union all select 1 from admins union all select 1 from outbox'),
    ).toEqual([]);
    // A row pointing nowhere is refused again: the reset's setting ended with it.
    await expect(query(`insert into admins (user_id, name) values ('${USER_ID}', 'Orphan')`)).rejects.toThrow(
      /foreign key/,
    );
  });

  it('keeps a database whose schema is back as it was', async () => {
    await query('create table made_and_dropped (id int)');
    await query('drop table made_and_dropped');
    expect(await resetToTemplate(query, template)).toBe(true);
    // The catalog rows differ from the template's (the column's row has a newer version): the fingerprint decides.
    await query('alter table outbox alter column subject set default $$x$$');
    await query('alter table outbox alter column subject drop default');
    expect(await resetToTemplate(query, template)).toBe(true);
  });

  it.each([
    'alter table outbox alter column subject set default $$x$$',
    'alter table outbox add column probe int',
    'create index probe_index on outbox (subject)',
    'alter table outbox add constraint probe_check check (length(subject) < 1000)',
    'create function probe() returns int language sql as $$select 1$$',
    `alter type role add value 'PROBE'`,
    'delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)',
    `update billing_plans set name = name || ' (changed)'`,
  ])('refuses a database after %s', async (change) => {
    expect(await refusedAfter(change)).toBe(true);
  });
});
