import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { afterFirstScreen } from '../after-first-screen';
import { getAccessToken, getRefreshToken } from '../session-cookies';
import { restoreStarted, restoreWaiting } from './restore-state';

/** Puts the kept data back in the cache and keeps saving it; resolves to the function that stops saving. */
export type RestoreQueries = (queryClient: QueryClient) => Promise<() => void>;

/**
 * Issue 15: puts the data kept on the device back in the query cache at start and keeps saving it. True while the
 * restore runs on a device that says it is offline (give it to TanStack's IsRestoringProvider: queries and the
 * sign-in check wait for it). Online nothing waits (issue 32: the restore's code and IndexedDB read were a step
 * before the first screen); what needs the restored data awaits `whenRestored()` (./restore-state.ts). Only a
 * session can have data to restore, so a signed-out start does not wait; the saving code still loads (on demand,
 * after the first paint) for the sign-in that follows. `restore` loads that code on demand and runs it (the app's:
 * app/query-persister.ts knows which queries are kept); give a function that stays the same between renders.
 */
export function useRestoredCache(queryClient: QueryClient, restore: RestoreQueries): boolean {
  const [isRestoring, setIsRestoring] = useState(
    () => Boolean(getAccessToken() || getRefreshToken()) && navigator.onLine === false,
  );
  useEffect(() => {
    let stopped = false;
    let stopSaving: (() => void) | undefined;
    let started = false;
    let cancelRun = () => {};
    const run = () => {
      if (started || stopped) return;
      started = true;
      cancelRun();
      const running = restore(queryClient);
      restoreStarted(running);
      running
        .then((stop) => {
          if (stopped) stop();
          else stopSaving = stop;
        })
        .catch((error: unknown) => console.warn('The data kept on this device is not available', error))
        .finally(() => {
          if (!stopped) setIsRestoring(false);
        });
    };
    // Offline the screen waits for the device's data, so it is restored at once; online, after the first screen.
    if (navigator.onLine === false) run();
    else {
      cancelRun = afterFirstScreen(run);
      restoreWaiting(run);
    }
    return () => {
      stopped = true;
      cancelRun();
      restoreWaiting(null);
      stopSaving?.();
    };
  }, [queryClient, restore]);
  return isRestoring;
}
