import type { QueryClient } from '@tanstack/react-query';
import { forgetCacheUser } from '@/lib/offline/cache-user';
import { createQueryPersister, restoreAndKeepQueries } from '@/lib/offline/persist-queries';
import { keptQueries } from './kept-queries';

// Loaded on demand (by ./provider.tsx and ./auth-provider.tsx): the sign-in page does not download IndexedDB's code.

/** The app's one persister. */
export const queryPersister = createQueryPersister(keptQueries);

/** Puts the device's data back in the query cache and keeps saving it; returns the function that stops saving. */
export function restoreKeptQueries(queryClient: QueryClient): Promise<() => void> {
  return restoreAndKeepQueries(queryClient, queryPersister);
}

/**
 * Sign-out (and a session the server ended): stop keeping data for this user and delete what the device holds. The
 * caller clears the in-memory cache itself (queryClient.clear()).
 */
export function clearPersistedQueries(): Promise<void> {
  forgetCacheUser();
  return queryPersister.clear();
}

/** Deletes what the device holds (and a save not yet written), leaving the marked user as it is. */
export function deletePersistedQueries(): Promise<void> {
  return queryPersister.clear();
}
