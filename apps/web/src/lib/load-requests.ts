import { CancelledError, type Query, type QueryClient } from '@tanstack/react-query';

// The page loads the app-wide slow notice can stop (components/ui/slow-request-notice.tsx, issue 13). Each query
// function runs with its fetch's signal (lib/query-client.ts); the api client gives it to every request the query
// starts before its first `await`, so cancelling the query aborts the request without each feature wiring it.

// The signal of the query whose function is running right now (synchronously): the api client reads it.
let starting: AbortSignal | null = null;

/** Runs a query function so the requests it starts are aborted with `signal`. */
export function runAsLoad<T>(signal: AbortSignal, run: () => T): T {
  const outer = starting;
  starting = signal;
  try {
    return run();
  } finally {
    starting = outer;
  }
}

/** The signal of the query starting this request, if a query is starting it. */
export function startingLoadSignal(): AbortSignal | null {
  return starting;
}

/**
 * A load the manager is waiting on: a screen shows the query and has nothing of it yet (skeletons). A refetch of
 * data already on screen, a prefetch no screen shows, and a query paused without a network (offline, served from
 * the device) are not. Screens that say themselves when a load is slow mark it `meta.ownSlowNotice`.
 */
export function isWaitedOnLoad(query: Query): boolean {
  return (
    query.state.data === undefined &&
    query.state.fetchStatus === 'fetching' &&
    query.getObserversCount() > 0 &&
    query.meta?.ownSlowNotice !== true
  );
}

/**
 * Stops every load the manager is waiting on: the request is aborted and the query fails (not reverted to its
 * skeletons), so the screen shows its error card, whose Retry fetches again.
 */
export function stopWaitingForLoads(queryClient: QueryClient): Promise<void> {
  return queryClient.cancelQueries({ predicate: isWaitedOnLoad }, { revert: false });
}

/** The error of a query the manager stopped waiting for; only stopWaitingForLoads leaves one on a query. */
export function isStoppedLoad(error: unknown): boolean {
  return error instanceof CancelledError;
}
