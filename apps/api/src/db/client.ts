import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

// What a repository needs to find a single-use token (a password reset, a staff invitation) by the hash of what
// was mailed: the database, the hash, and the time it must still be valid at.
export type TokenHashLookup = { db: Database; tokenHash: string; now: Date };
// What a repository needs to read or change one account's rows at an instant: the database, the user and the time.
export type UserAt = { db: Database; userId: string; now: Date };
// One market of one manager's account: another account's market of that id is not theirs.
export type ManagerMarket = { db: Database; managerId: string; marketId: string };
// A read or change scoped to one manager's account.
export type ManagerKey = { db: Database; managerId: string };
// A read scoped to one vendor (the signed-in vendor's own, or one already checked).
export type VendorKey = { db: Database; vendorId: string };
export type DatabaseKind = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  close: () => Promise<void>;
  // PostgreSQL only: its connections, for work that needs one connection of its own (migrations under a lock).
  pool?: pg.Pool;
};

// Databases reached through a pooler that cannot keep named prepared statements (PgBouncer in transaction mode
// before 1.21): their queries are sent unnamed. See statementName.
const unnamedStatements = new WeakSet<Database>();

/** The name to prepare a statement under: none where the database cannot keep named statements. */
export function statementName(db: Database, name: string): string {
  return unnamedStatements.has(db) ? '' : name;
}

export function openPostgres(
  url: string,
  { max = 10, namedStatements = true }: { max?: number; namedStatements?: boolean } = {},
): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client losing its server (a restart, a terminated backend) must not crash the process:
  // the pool drops it and opens a new one on the next query.
  pool.on('error', (error) => {
    if ((error as { code?: string }).code !== '57P01')
      console.error('PostgreSQL idle client error:', error.message);
  });
  const db: Database = drizzlePg(pool, { schema });
  if (!namedStatements) unnamedStatements.add(db);
  return { db, kind: 'postgres', close: () => pool.end(), pool };
}

/**
 * A Database over one PostgreSQL connection the caller holds and ends itself, for work that must stay on that
 * connection (a backup's exported snapshot, a restore's target).
 */
export function databaseOnClient(client: pg.Client): Database {
  return drizzlePg(client, { schema });
}

/**
 * PGlite runs each statement inside this process, holding the event loop while it works, and runs the statements
 * waiting for its one connection back to back. Twenty exports at once then held the loop for seconds, and
 * /health with it. Here each statement (or transaction) waits its turn and then one turn of the event loop, so
 * requests, timers and sockets are served between any two statements (docs/limits.md, "Per-account limits").
 */
function takeTurns(client: PGlite) {
  let tail: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(() => new Promise((resolve) => setImmediate(resolve))).then(work);
    tail = run.catch(() => undefined);
    return run;
  };
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((...args: Parameters<PGlite['query']>) => inTurn(() => query(...args))) as PGlite['query'];
  client.transaction = ((callback: Parameters<PGlite['transaction']>[0]) =>
    inTurn(() => transaction(callback))) as PGlite['transaction'];
}

export function wrapPglite(client: PGlite): DatabaseHandle {
  takeTurns(client);
  const db: Database = drizzlePglite(client, { schema });
  return { db, kind: 'pglite', close: () => client.close() };
}

export async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  const client = await PGlite.create(dataDir ? { dataDir } : {});
  return wrapPglite(client);
}
