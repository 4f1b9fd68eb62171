import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getAccessToken, getRefreshToken } from '../session-cookies';

/**
 * Issue 15: puts the data kept on the device back in the query cache at start and keeps saving it. True while the
 * restore runs (give it to TanStack's IsRestoringProvider: queries and the sign-in check wait for it). Only a
 * session can have data to restore, so a signed-out start does not wait; the saving code still loads (on demand,
 * after the first paint) for the sign-in that follows.
 */
export function useRestoredCache(queryClient: QueryClient): boolean {
  const [isRestoring, setIsRestoring] = useState(() => Boolean(getAccessToken() || getRefreshToken()));
  useEffect(() => {
    let stopped = false;
    let stopSaving: (() => void) | undefined;
    import('./persist-queries')
      .then((persist) => persist.restoreAndKeepQueries(queryClient))
      .then((stop) => {
        if (stopped) stop();
        else stopSaving = stop;
      })
      .catch((error: unknown) => console.warn('The data kept on this device is not available', error))
      .finally(() => {
        if (!stopped) setIsRestoring(false);
      });
    return () => {
      stopped = true;
      stopSaving?.();
    };
  }, [queryClient]);
  return isRestoring;
}
