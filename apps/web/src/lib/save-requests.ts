// The saves under way that the app-wide slow notice can stop (components/ui/slow-request-notice.tsx, issue 13).
// Each mutation runs as a save (lib/query-client.ts); the api client gives every request the mutation starts
// before its first `await` the save's signal, so one "Stop waiting" aborts them without each form wiring it.

const running = new Set<AbortController>();
// The save whose mutation function is running right now (synchronously): the api client reads it as a request starts.
let starting: AbortSignal | null = null;

/** Runs a mutation function as a save that `stopWaitingForSaves` can abort. */
export function runAsSave<T>(run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  running.add(controller);
  const outer = starting;
  starting = controller.signal;
  let result: Promise<T>;
  try {
    result = run(controller.signal);
  } catch (error) {
    result = Promise.reject(error);
  } finally {
    starting = outer;
  }
  return result.finally(() => running.delete(controller));
}

/** The signal of the save starting this request, if a save is starting it. */
export function startingSaveSignal(): AbortSignal | null {
  return starting;
}

/** Aborts every save under way; returns how many there were. */
export function stopWaitingForSaves(): number {
  const stopped = running.size;
  for (const controller of running) controller.abort();
  running.clear();
  return stopped;
}

/** One signal that aborts when either does. */
export function eitherSignal(a: AbortSignal | undefined, b: AbortSignal): AbortSignal {
  if (!a || a === b) return b;
  const controller = new AbortController();
  const abort = () => controller.abort();
  if (a.aborted || b.aborted) abort();
  a.addEventListener('abort', abort, { once: true });
  b.addEventListener('abort', abort, { once: true });
  return controller.signal;
}

// What the manager is told once a save was stopped: what they entered is kept (the form is never reset on a
// failure), and whether sending it again is safe. Only the checkout carries an Idempotency-Key the server
// honours (apps/api transactions routes); any other create sent twice would be added twice.
export const SAVE_STOPPED_MESSAGES = {
  create:
    'Stopped waiting for the server. What you entered is still here, but the save may have reached the server: ' +
    'check the list before saving again, so nothing is added twice.',
  change:
    'Stopped waiting for the server. What you entered is still here: try again when the signal is back ' +
    '(if the first one did arrive, sending it again changes nothing).',
  read: 'Stopped waiting for the server. Nothing was changed: try again when the signal is back.',
} as const;

export function saveStoppedMessage(method: string): string {
  if (method === 'POST') return SAVE_STOPPED_MESSAGES.create;
  if (method === 'GET') return SAVE_STOPPED_MESSAGES.read;
  return SAVE_STOPPED_MESSAGES.change;
}
