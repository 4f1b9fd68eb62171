import { describe, expect, it, vi } from 'vitest';
import { deferred } from '../../../test/deferred';
import { useTestApp } from '../../../test/use-test-app';
import { startJobs } from './schedule';

const t = useTestApp();

describe('scheduled jobs in one process', () => {
  it('run one at a time (a due job holds a connection for its lock), and stop waits for the run under way', async () => {
    const started: string[] = [];
    const { promise: firstHeld, resolve: releaseFirst } = deferred();
    const jobs = startJobs({
      db: t.db,
      kind: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
      now: () => new Date('2026-11-24T08:00:00Z'),
      jobs: [
        {
          name: 'first',
          intervalMs: 60_000,
          checkEveryMs: 60_000,
          run: async () => {
            started.push('first');
            await firstHeld;
          },
        },
        {
          name: 'second',
          intervalMs: 60_000,
          checkEveryMs: 60_000,
          run: async () => {
            started.push('second');
          },
        },
      ],
      log: (error) => {
        throw error;
      },
    });
    await vi.waitFor(() => expect(started).toEqual(['first']));
    // The second is not started while the first runs.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(started).toEqual(['first']);
    let stopped = false;
    const stopping = jobs.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    releaseFirst();
    await stopping;
    expect(started).toEqual(['first', 'second']);
  });
});
