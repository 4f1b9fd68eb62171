import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { insertManager } from '../../../test/factories';
import { createMailLimiter, MANAGER_MAIL_WINDOW_MS } from './mail-limit';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => {
  await t.close();
});

describe("a manager's hourly mail limit", () => {
  it('is one limit for every API process on the database', async () => {
    const { manager } = await insertManager(t.db);
    // Two processes: two limiters with nothing in common but the database.
    const first = createMailLimiter({ db: t.db, now: t.clock.now, max: 5 });
    const second = createMailLimiter({ db: t.db, now: t.clock.now, max: 5 });
    const taken = [];
    for (const limiter of [first, second, first, second, first, second, first])
      taken.push(await limiter.take(manager.id));
    expect(taken).toEqual([true, true, true, true, true, false, false]);

    const { manager: other } = await insertManager(t.db);
    expect(await second.take(other.id)).toBe(true);

    t.clock.advance(MANAGER_MAIL_WINDOW_MS + 1);
    expect(await second.take(manager.id)).toBe(true);
  });

  // A race needs several connections: PGlite has one and would take the sends one after another (the test above),
  // so this runs on the PostgreSQL lane only and is skipped, not passed, on PGlite.
  it.skipIf(!process.env.TEST_DATABASE_URL)('never lets sends at the same moment past it', async () => {
    const { manager } = await insertManager(t.db);
    const limiters = [1, 2, 3].map(() => createMailLimiter({ db: t.db, now: t.clock.now, max: 10 }));
    const taken = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (limiters[i % 3] as (typeof limiters)[number]).take(manager.id)),
    );
    expect(taken.filter(Boolean)).toHaveLength(10);
    expect(await limiters[0]?.take(manager.id)).toBe(false);
  });
});
