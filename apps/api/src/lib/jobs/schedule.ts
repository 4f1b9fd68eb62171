import type { Database, DatabaseKind } from '../../db/client';
import { runOnce } from './run-once.repository';

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
  // One check at a time in a process: a due job holds one connection for its lock and runs on another, so two at
  // once in a pool of two would wait on each other for ever.
  let queue: Promise<unknown> = Promise.resolve();
  const timers = jobs.map((job) => {
    const check = () => {
      queue = queue.then(() => {
        const at = now();
        return runOnce({
          db,
          kind,
          name: job.name,
          intervalMs: job.intervalMs,
          now: at,
          work: () => job.run(at),
        }).catch((error: unknown) => log(error, job.name));
      });
    };
    check();
    const timer = setInterval(check, job.checkEveryMs);
    timer.unref();
    return timer;
  });
  return {
    stop: async () => {
      for (const timer of timers) clearInterval(timer);
      await queue;
    },
  };
}
