import type { FastifyBaseLogger } from 'fastify';

// Work that must not hold up the answer (sending mail): failures are logged, never left unhandled, and closing
// the app waits for what is still running.
export type BackgroundTasks = {
  run: (name: string, task: () => Promise<unknown>) => void;
  settle: () => Promise<void>;
};

// One set per app, found by its context object, so tests can wait for the mail before looking for it.
const byOwner = new WeakMap<object, BackgroundTasks>();

export function backgroundTasks({ owner, log }: { owner: object; log: FastifyBaseLogger }): BackgroundTasks {
  const existing = byOwner.get(owner);
  if (existing) return existing;
  const pending = new Set<Promise<void>>();
  const tasks: BackgroundTasks = {
    run: (name, task) => {
      const running: Promise<void> = Promise.resolve()
        .then(task)
        .then(
          () => undefined,
          (error: unknown) => log.error({ err: error }, `${name} failed`),
        )
        .finally(() => pending.delete(running));
      pending.add(running);
    },
    settle: async () => {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
  byOwner.set(owner, tasks);
  return tasks;
}

export async function settleBackgroundTasks(owner: object) {
  await byOwner.get(owner)?.settle();
}
