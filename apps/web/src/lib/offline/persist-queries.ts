import type { Role, SelfUser } from '@marketday/shared';
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import {
  type PersistedClient,
  type Persister,
  type PersistQueryClientOptions,
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { getAccessToken, getRefreshToken } from '../session-cookies';
import { cacheUser } from './cache-user';

export { cacheUser, rememberCacheUser } from './cache-user';

// Issue 15, item 2: what a market day needs without a network is kept on the device (IndexedDB) and put back in the
// query cache at start. Only those queries are kept (which ones the app says: app/kept-queries.ts), only for the
// signed-in user, and only for about a week.

/** Kept data older than this is dropped (the whole cache at restore, and each query at save). */
export const PERSIST_MAX_AGE_MS = 8 * 24 * 60 * 60 * 1000;
/**
 * Bump when the shape of kept data changes. Deliberately not the build id: a new service worker can take over on a
 * navigation made offline, and a cache busted then would leave the manager with nothing at the stall.
 */
export const PERSIST_FORMAT = 'v1';
const WRITE_DELAY_MS = 500;

const DB_NAME = 'marketday-cache';
const STORE_NAME = 'queries';
const CACHE_KEY = 'query-cache';

/** The persisted cache belongs to one user: a different user's `buster` never restores. */
export function busterFor(userId: string | null): string {
  return `${PERSIST_FORMAT}:${userId ?? ''}`;
}

type KeptQuery = Pick<Query, 'queryKey' | 'state'>;
export type KeepContext = { role: Role | null; now: Date };

/** Which queries the device keeps: the app's choice over the entities' keys (app/kept-queries.ts). */
export type KeptQueries = {
  /** The signed-in user's profile: always kept; it says whose data a cache holds and the role it was kept for. */
  selfKey: QueryKey;
  /** Prefixes of the keys that may be kept: those queries stay in memory as long as they may be kept on the device. */
  prefixes: readonly QueryKey[];
  /** Whether offline work needs the query of this key, for the signed-in role. */
  isKept: (key: QueryKey, context: KeepContext) => boolean;
};

export const keyStartsWith = (key: QueryKey, prefix: readonly unknown[]) =>
  prefix.every((part, i) => key[i] === part);

/** The signed-in user whose profile the cache being saved holds. */
function selfIdOf(client: PersistedClient, selfKey: QueryKey): string | null {
  const self = client.clientState.queries.find((query) => keyStartsWith(query.queryKey, selfKey));
  const id = (self?.state.data as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' ? id : null;
}

/**
 * Whether a query is kept on the device: it holds data from a successful answer (a later failed refetch keeps the
 * last good data), that data is under PERSIST_MAX_AGE_MS old, and its key is one offline work needs for the
 * signed-in role.
 */
export function shouldPersistQuery(query: KeptQuery, context: KeepContext, kept: KeptQueries): boolean {
  const { data, dataUpdatedAt } = query.state;
  if (data === undefined || dataUpdatedAt <= 0 || context.now.getTime() - dataUpdatedAt > PERSIST_MAX_AGE_MS)
    return false;
  return keyStartsWith(query.queryKey, kept.selfKey) || kept.isKept(query.queryKey, context);
}

/**
 * Without this a prefetched checkout context nobody looks at would be garbage collected after 5 minutes and the next
 * save would drop it from the device.
 */
export function keepPersistedQueriesInMemory(queryClient: QueryClient, kept: KeptQueries) {
  for (const prefix of [kept.selfKey, ...kept.prefixes]) {
    queryClient.setQueryDefaults(prefix, { gcTime: PERSIST_MAX_AGE_MS });
  }
}

// A query kept after a failed refetch is stored as the success it last was: no error object goes to IndexedDB.
function asLastSuccess(client: PersistedClient): PersistedClient {
  return {
    ...client,
    clientState: {
      mutations: [],
      queries: client.clientState.queries.map((query) => ({
        ...query,
        state: {
          ...query.state,
          status: 'success',
          fetchStatus: 'idle',
          error: null,
          fetchFailureCount: 0,
          fetchFailureReason: null,
          isInvalidated: false,
        },
      })),
    },
  };
}

export type QueryPersister = Persister & {
  /** The queries it keeps. */
  kept: KeptQueries;
  /** Writes the latest save now (saves are gathered for WRITE_DELAY_MS). */
  flush: () => Promise<void>;
  /** Forgets the pending save and deletes what the device holds. */
  clear: () => Promise<void>;
};

export function createQueryPersister(kept: KeptQueries): QueryPersister {
  let store: UseStore | null = null;
  // Opened on first use: importing this module must not touch IndexedDB (tests, browsers without it).
  const db = () => {
    store ??= createStore(DB_NAME, STORE_NAME);
    return store;
  };
  let pending: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Every write and delete runs in order, so a sign-out's delete is never overtaken by an earlier save.
  let chain: Promise<void> = Promise.resolve();
  let listening = false;

  const enqueue = (work: () => Promise<void>) => {
    chain = chain.then(work).catch((error: unknown) => {
      console.warn('Saving data on this device failed', error);
    });
    return chain;
  };

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const client = pending;
    pending = null;
    if (!client) return chain;
    return enqueue(() => set(CACHE_KEY, client, db()));
  };

  const listenForHide = () => {
    if (listening || typeof window === 'undefined') return;
    listening = true;
    window.addEventListener('pagehide', () => void flush());
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') void flush();
    });
  };

  return {
    kept,
    persistClient: (client: PersistedClient) => {
      const userId = cacheUser();
      // Signed out, or not yet verified: nothing is written. Nor is another user's cache: a tab still holding
      // the data of a user who signed out in another tab must not save it as the new user's.
      if (!userId || selfIdOf(client, kept.selfKey) !== userId) return;
      pending = { ...asLastSuccess(client), buster: busterFor(userId) };
      listenForHide();
      timer ??= setTimeout(() => void flush(), WRITE_DELAY_MS);
    },
    restoreClient: async () => {
      // No session cookie at all: whatever is there belongs to a session that is over.
      if (!getAccessToken() && !getRefreshToken()) {
        await enqueue(() => del(CACHE_KEY, db()));
        return undefined;
      }
      return get<PersistedClient>(CACHE_KEY, db());
    },
    removeClient: () => enqueue(() => del(CACHE_KEY, db())),
    flush,
    clear: () => {
      clearTimeout(timer);
      timer = undefined;
      pending = null;
      return enqueue(() => del(CACHE_KEY, db()));
    },
  };
}

function roleOf(queryClient: QueryClient, selfKey: QueryKey): Role | null {
  return queryClient.getQueryData<SelfUser>(selfKey)?.role ?? null;
}

export function persistOptions(
  queryClient: QueryClient,
  persister: QueryPersister,
): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister,
    maxAge: PERSIST_MAX_AGE_MS,
    // Read once at start: the user whose data may be restored. Saves stamp the user of the moment (see persistClient).
    buster: busterFor(cacheUser()),
    dehydrateOptions: {
      shouldDehydrateQuery: (query) =>
        shouldPersistQuery(
          query,
          { role: roleOf(queryClient, persister.kept.selfKey), now: new Date() },
          persister.kept,
        ),
      // Checkouts made offline live in the outbox (lib/offline/outbox*), not in the mutation cache.
      shouldDehydrateMutation: () => false,
    },
  };
}

/**
 * Puts the device's data back in the query cache, then saves it again whenever it changes. Loaded on demand
 * (app/query-persister.ts, through ./use-restored-cache.ts: the sign-in page does not download this module). Returns
 * the function that stops saving.
 */
export async function restoreAndKeepQueries(
  queryClient: QueryClient,
  persister: QueryPersister,
): Promise<() => void> {
  keepPersistedQueriesInMemory(queryClient, persister.kept);
  const options = { ...persistOptions(queryClient, persister), queryClient };
  try {
    await persistQueryClientRestore(options);
  } catch (error) {
    // Unreadable: it has been deleted; start from the network.
    console.warn('Restoring the data kept on this device failed', error);
  }
  const stop = persistQueryClientSubscribe(options);
  // Saving starts after the first screen (./use-restored-cache.ts), and a save follows a change in the cache: what
  // the page had loaded before then (the profile a start without a network needs) was kept only once something
  // changed again, so a reload that came first found nothing to start from offline. It is saved now.
  void persistQueryClientSave(options).catch((error: unknown) =>
    console.warn('Saving data on this device failed', error),
  );
  return stop;
}
