import {
  inQueueOrder,
  isSendable,
  type OutboxItem,
  outcomeOf,
  type SendOutcome,
  settle,
} from './outbox-machine';

export type OutboxPort = {
  load: (userId: string) => Promise<OutboxItem[]>;
  /** Writes the item only while the device still holds it (an edit or a delete during a send wins). */
  update: (item: OutboxItem) => Promise<unknown>;
  remove: (key: string) => Promise<void>;
};

export type SyncDeps = OutboxPort & {
  userId: string;
  /** Takes the stored item for sending (marks it `sending`); null when it was deleted or sent meanwhile. */
  claim: (key: string) => Promise<OutboxItem | null>;
  /** False once the pass must stop: the user signed out (in any tab) or the provider went away. */
  isCurrent?: () => boolean;
  send: (item: OutboxItem) => Promise<unknown>;
  onBooked?: (item: OutboxItem, result: unknown) => void;
};

export type SyncReport = {
  booked: number;
  /** Items moved to Needs attention by this pass. */
  attention: number;
  /** Why the pass stopped before the end: no network (try again later) or the session needs a sign-in. */
  stoppedBy: 'retry' | 'signed-out' | null;
};

// One pass over the outbox, oldest first. Each item is marked `sending` on the device before its request, so a
// tab closed mid-request leaves a trace the next pass sends again under the same key. A pass stops at the first
// item the network or the session could not take: the rest would fail the same way, and order is kept.
export async function syncOutbox(deps: SyncDeps): Promise<SyncReport> {
  const report: SyncReport = { booked: 0, attention: 0, stoppedBy: null };
  const items = inQueueOrder((await deps.load(deps.userId)).filter(isSendable));
  for (const { key } of items) {
    // Another user's session from here on would send this user's checkouts under that account.
    if (deps.isCurrent && !deps.isCurrent()) break;
    // The stored version, not the list read at the start: a delete or an edit made during the pass wins. Counted as
    // sent from here: an edit made during the request takes a new key (lib/offline/outbox.ts).
    const sending = await deps.claim(key);
    if (!sending) continue;
    const item = sending;
    let outcome: SendOutcome;
    try {
      const result = await deps.send(sending);
      outcome = { kind: 'booked' };
      await deps.remove(item.key);
      report.booked += 1;
      deps.onBooked?.(sending, result);
      continue;
    } catch (error) {
      outcome = outcomeOf(error);
    }
    const next = settle(sending, outcome);
    if (next) await deps.update(next);
    if (outcome.kind === 'conflict' || outcome.kind === 'invalid') report.attention += 1;
    if (outcome.kind === 'retry' || outcome.kind === 'signed-out') {
      report.stoppedBy = outcome.kind;
      break;
    }
  }
  return report;
}

/** Waits before the next try after a pass stopped for lack of network: 2 s, 5 s, 15 s, 30 s, then every minute. */
export const RETRY_DELAYS_MS = [2_000, 5_000, 15_000, 30_000, 60_000] as const;

export function retryDelay(failedPasses: number): number {
  return RETRY_DELAYS_MS[Math.min(failedPasses, RETRY_DELAYS_MS.length) - 1] ?? RETRY_DELAYS_MS[0];
}

type SchedulerArgs = {
  run: () => Promise<SyncReport | null>;
  onReport?: (report: SyncReport) => void;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
};

// One pass at a time; a kick during a pass runs one more pass after it. A pass that stopped for lack of network is
// tried again with growing waits until one gets through; the online event and app start kick it at once.
export function createSyncScheduler({
  run,
  onReport,
  setTimer = (fn, ms) => setTimeout(fn, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
}: SchedulerArgs) {
  let running: Promise<void> | null = null;
  let again = false;
  let failedPasses = 0;
  let timer: unknown = null;
  let stopped = false;

  async function pass() {
    do {
      again = false;
      let report: SyncReport | null = null;
      try {
        report = await run();
      } catch {
        // The device's storage failed to answer: try again like a lost network.
        report = { booked: 0, attention: 0, stoppedBy: 'retry' };
      }
      if (!report) continue;
      onReport?.(report);
      if (report.stoppedBy === 'retry') {
        failedPasses += 1;
        if (!stopped && timer === null) {
          timer = setTimer(() => {
            timer = null;
            kick();
          }, retryDelay(failedPasses));
        }
      } else failedPasses = 0;
    } while (again && !stopped);
  }

  function kick() {
    if (stopped) return;
    if (timer !== null) {
      clearTimer(timer);
      timer = null;
    }
    if (running) {
      again = true;
      return;
    }
    running = pass().finally(() => {
      running = null;
    });
  }

  return {
    kick,
    /** Resolves when the pass under way (if any) is over. */
    idle: () => running ?? Promise.resolve(),
    stop() {
      stopped = true;
      if (timer !== null) clearTimer(timer);
      timer = null;
    },
  };
}
