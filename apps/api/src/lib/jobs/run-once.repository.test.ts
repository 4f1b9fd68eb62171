import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from '../../../test/deferred';
import { useTestApp } from '../../../test/use-test-app';
import { type Database, type DatabaseKind, openPostgres } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { jobRuns } from '../../db/schema';
import { runOnce } from './run-once.repository';

const HOUR = 60 * 60 * 1000;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const t = useTestApp();

const kind = (): DatabaseKind => (onPostgres ? 'postgres' : 'pglite');

describe('a scheduled job runs once per interval across processes', () => {
  it('runs when due, not again within the interval, and again once the interval has passed', async () => {
    const start = new Date('2026-11-24T08:00:00Z');
    let runs = 0;
    const work = async () => {
      runs += 1;
    };
    const check = (now: Date) =>
      runOnce({ db: t.db, kind: kind(), name: 'expiry', intervalMs: 24 * HOUR, now, work });
    expect(await check(start)).toBe('ran');
    expect(await check(new Date(start.getTime() + HOUR))).toBe('not-due');
    expect(await check(new Date(start.getTime() + 24 * HOUR))).toBe('ran');
    expect(runs).toBe(2);
    const [row] = await t.db.select().from(jobRuns).where(eq(jobRuns.name, 'expiry'));
    expect(row).toMatchObject({ runs: 2, lastRunAt: new Date(start.getTime() + 24 * HOUR) });
  });

  it('leaves a run that failed due, so the next check runs it again', async () => {
    const now = new Date('2026-11-24T08:00:00Z');
    const renewals = (work: () => Promise<void>) =>
      runOnce({ db: t.db, kind: kind(), name: 'renewals', intervalMs: HOUR, now, work });
    const failing = renewals(async () => {
      throw new Error('cut off');
    });
    await expect(failing).rejects.toThrow('cut off');
    let ran = false;
    const again = await renewals(async () => {
      ran = true;
    });
    expect(again).toBe('ran');
    expect(ran).toBe(true);
  });

  it.skipIf(!onPostgres)('runs once when three processes check at the same moment', async () => {
    // Three API processes: three pools on the one database.
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    const [current] = rowsOf<{ name: string }>(await t.db.execute('select current_database() as name'));
    url.pathname = `/${current?.name}`;
    const processes = [1, 2, 3].map(() => openPostgres(url.toString(), { max: 3 }));
    try {
      const now = new Date('2026-11-24T08:00:00Z');
      let runs = 0;
      const { promise: held, resolve: release } = deferred();
      const expiry = (db: Database, work: () => Promise<void>) =>
        runOnce({ db, kind: 'postgres', name: 'expiry', intervalMs: 24 * HOUR, now, work });
      const checks = processes.map((p) =>
        expiry(p.db, async () => {
          runs += 1;
          await held;
        }),
      );
      // The two that find the lock taken answer while the run is still under way; it is then let finish.
      const answered: string[] = [];
      for (const check of checks) void check.then((outcome) => answered.push(outcome));
      await vi.waitFor(() => expect(answered).toEqual(['busy', 'busy']), { timeout: 10_000 });
      expect(runs).toBe(1);
      release();
      expect((await Promise.all(checks)).sort()).toEqual(['busy', 'busy', 'ran']);
      expect(runs).toBe(1);
      // A fourth check after the run: not due.
      const later = await expiry(processes[0]!.db, async () => {
        runs += 1;
      });
      expect(later).toBe('not-due');
      expect(runs).toBe(1);
    } finally {
      await Promise.all(processes.map((p) => p.close()));
    }
  });
});
