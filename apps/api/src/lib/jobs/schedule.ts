import type { Database, DatabaseKind } from '../../db/client';
import { runOnce } from './run-once';

export type ScheduledJob = {
  name: string;
  // The job runs once per interval across every API process.
  intervalMs: number;
  // How often each process asks whether it is due: a crashed process's run is taken up within this.
  checkEveryMs: number;
  run: (now: Date) => Promise<unknown>;
};

/**
 * Starts each job's checks (one at once, then every checkEveryMs). Errors are logged, never fatal to the server.
 * `stop` ends the checks and waits for a run under way, so a shutdown never cuts one off.
 */
export function startJobs({
  db,
  kind,
  now,
  jobs,
  log,
}: {
  db: Database;
  kind: DatabaseKind;
  now: () => Date;
  jobs: readonly ScheduledJob[];
  log: (error: unknown, job: string) => void;
}) {
  const running = new Set<Promise<unknown>>();
  const timers = jobs.map((job) => {
    const check = () => {
      const at = now();
      const run = runOnce({
        db,
        kind,
        name: job.name,
        intervalMs: job.intervalMs,
        now: at,
        work: () => job.run(at),
      })
        .catch((error: unknown) => log(error, job.name))
        .finally(() => running.delete(run));
      running.add(run);
    };
    check();
    const timer = setInterval(check, job.checkEveryMs);
    timer.unref();
    return timer;
  });
  return {
    stop: async () => {
      for (const timer of timers) clearInterval(timer);
      await Promise.allSettled([...running]);
    },
  };
}
