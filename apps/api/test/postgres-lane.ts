import { randomBytes } from 'node:crypto';
import { openPostgres } from '../src/db/client';

export const TEMPLATE_DB = 'marketday_test_template';

// A fresh database per test file, copied from the migrated template.
export async function createPostgresTestDatabase(url: string) {
  const name = `marketday_test_${randomBytes(6).toString('hex')}`;
  const admin = openPostgres(url, { max: 1 });
  await admin.db.execute(`create database ${name} template ${TEMPLATE_DB}`);
  await admin.close();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const handle = openPostgres(dbUrl.toString(), { max: 5 });
  return {
    handle,
    url: dbUrl.toString(),
    drop: async () => {
      await handle.close();
      const cleanup = openPostgres(url, { max: 1 });
      // pool.end() resolves before its sockets have closed; dropping with force at once would kill them mid-close.
      for (let attempt = 0; attempt < 50; attempt += 1) {
        const result = await cleanup.db.execute<{ n: number }>(
          `select count(*)::int as n from pg_stat_activity where datname = '${name}'`,
        );
        const rows = (result as unknown as { rows: { n: number }[] }).rows;
        if ((rows[0]?.n ?? 0) === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await cleanup.db.execute(`drop database if exists ${name} with (force)`);
      await cleanup.close();
    },
  };
}
