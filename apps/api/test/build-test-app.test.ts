import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { markets, outbox, users } from '../src/db/schema';
import { buildTestApp, createClock } from './build-test-app';
import { createMarket, signedInManager } from './market-fixtures';

// The reuse behind buildTestApp (docs/decisions/030-test-suite-time.md): the next test of a file gets the same app,
// with nothing of the last test left; a test that changed the schema leaves an app no other test gets.
describe('buildTestApp', () => {
  it('hands the next test the same app, emptied: rows, files, mail and clock', async () => {
    const first = await buildTestApp({ clock: createClock(new Date('2030-01-01T00:00:00Z')) });
    const manager = await signedInManager(first);
    await createMarket(manager);
    const [user] = await first.db.select().from(users);
    await first.app.inject({
      method: 'POST',
      url: '/auth/password-reset/request',
      payload: { email: user?.email },
    });
    await expect.poll(() => first.deliveredMail.length).toBe(1);
    writeFileSync(path.join(first.dataDir, 'left-behind.pdf'), '%PDF-');
    await first.db.insert(outbox).values({ to: 'a@example.com', subject: 's', text: 't' });
    const app = first.app;
    await first.close();

    const second = await buildTestApp();
    expect(second.app).toBe(app);
    expect(await second.db.select().from(users)).toEqual([]);
    expect(await second.db.select().from(markets)).toEqual([]);
    expect(await second.sentMail()).toEqual([]);
    expect(second.deliveredMail).toEqual([]);
    expect(second.dataDir).toBe(first.dataDir);
    expect(readdirSync(second.dataDir)).toEqual([]);
    // The app now runs on this test's clock, not the last one's.
    expect(Math.abs(second.clock.now().getTime() - Date.now())).toBeLessThan(60_000);
    const signedIn = await signedInManager(second);
    expect(signedIn).toBeTruthy();
    await second.close();
  });

  it('gives a new app to the test after one that changed the schema, and to other settings', async () => {
    const first = await buildTestApp();
    await first.db.execute(sql`create table left_by_a_test (id int)`);
    const changed = first.app;
    await first.close();

    const second = await buildTestApp();
    expect(second.app).not.toBe(changed);
    const { rows } = (await second.db.execute(
      sql`select count(*)::int as n from pg_tables where tablename = 'left_by_a_test'`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0]?.n).toBe(0);
    const kept = second.app;
    await second.close();

    const proxied = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
    expect(proxied.app).not.toBe(kept);
    await proxied.close();
  });
});
