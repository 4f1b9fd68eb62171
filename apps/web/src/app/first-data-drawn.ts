import { onlineManager, type QueryClient } from '@tanstack/react-query';
import { afterNextPaint } from '@/lib/after-first-screen';

// How long the work after the first screen waits at most for the first data (a page that asks for none, a slow
// network): it is deferred, never withheld.
export const FIRST_DATA_WAIT_MS = 3_000;

/**
 * Resolves once the queries asked for at the start have all answered and the screen drawn from them has been
 * painted (a frame, then a task), or after FIRST_DATA_WAIT_MS. Lazy code fetched "after the first screen" then
 * no longer comes between a signed-in page's data and its paint (issue 32, decision 038's seventh pass).
 */
export function firstDataDrawn(client: QueryClient, maxWaitMs = FIRST_DATA_WAIT_MS): Promise<void> {
  return new Promise((resolve) => {
    let asked = client.isFetching() > 0;
    let done = false;
    const painted = () => {
      if (done) return;
      done = true;
      unsubscribe();
      stopWatchingNetwork();
      window.clearTimeout(timer);
      afterNextPaint(resolve);
    };
    const timer = window.setTimeout(painted, maxWaitMs);
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (client.isFetching() > 0) asked = true;
      else if (asked) painted();
    });
    // Offline there is no first data to wait for: the device's saved copy is what the screen needs, at once.
    const stopWatchingNetwork = onlineManager.subscribe((online) => !online && painted());
    if (!onlineManager.isOnline()) painted();
  });
}
