import { onlineManager, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** While the app is visible and online, the kept market days are fetched again this often. */
export const KEEP_REFRESH_MS = 15 * 60_000;

export type RefreshKeptData = (queryClient: QueryClient) => Promise<unknown>;

/**
 * Keeps today's and the next 7 days' checkout data on the device (issue 15, item 2) by running `refresh` at start,
 * when the network returns, and every 15 minutes while the app is visible. One refresh at a time; none offline.
 * (The fetching itself lives in app/refresh-kept-data.ts: it uses the features' queries.)
 */
export function useKeepMarketDays({ enabled, refresh }: { enabled: boolean; refresh: RefreshKeptData }) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    let running = false;
    let lastStarted = 0;
    const run = () => {
      if (running || !onlineManager.isOnline()) return;
      running = true;
      lastStarted = Date.now();
      refresh(queryClient)
        .catch((error: unknown) => console.warn('Keeping market days on this device failed', error))
        .finally(() => {
          running = false;
        });
    };
    const visible = () => document.visibilityState === 'visible';
    run();
    const stopWatchingNetwork = onlineManager.subscribe((online) => {
      if (online) run();
    });
    const timer = setInterval(() => {
      if (visible()) run();
    }, KEEP_REFRESH_MS);
    // A phone woken after a long sleep does not wait for the next tick.
    const onVisibility = () => {
      if (visible() && Date.now() - lastStarted >= KEEP_REFRESH_MS) run();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopWatchingNetwork();
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [enabled, refresh, queryClient]);
}
