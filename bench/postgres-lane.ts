import pg from 'pg';

export const BENCH_DATABASE = 'marketday_bench';
const LOCAL_DEFAULT_URL = 'postgres://root:root@127.0.0.1:5432/postgres';

export type PostgresLane = { databaseUrl: string; drop: () => Promise<void> };

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function hostOf(url: string): string {
  return new URL(url).hostname;
}

/**
 * Creates a fresh `marketday_bench` database on the configured server (BENCH_DATABASE_URL, else
 * DATABASE_URL, else a local server if one answers). Returns null when there is no server to use.
 * The configured database itself is only used to connect; it is never written to.
 */
export async function createPostgresLane(): Promise<PostgresLane | null> {
  const configured = process.env.BENCH_DATABASE_URL?.trim() || process.env.DATABASE_URL?.trim();
  const adminUrl = configured || LOCAL_DEFAULT_URL;
  const dropSql = `DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`;
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(hostOf(adminUrl))) {
    throw new Error(`PostgreSQL lane: only a local server is benchmarked (got host ${hostOf(adminUrl)})`);
  }

  try {
    await adminQuery(adminUrl, dropSql);
  } catch (error) {
    if (configured) throw error;
    console.info(`PostgreSQL lane skipped: no server answers at ${LOCAL_DEFAULT_URL}`);
    return null;
  }
  await adminQuery(adminUrl, `CREATE DATABASE ${BENCH_DATABASE}`);

  const url = new URL(adminUrl);
  url.pathname = `/${BENCH_DATABASE}`;
  return { databaseUrl: url.toString(), drop: () => adminQuery(adminUrl, dropSql) };
}
