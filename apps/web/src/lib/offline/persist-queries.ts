import type { Role, SelfUser } from '@marketday/shared';
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import {
  type PersistedClient,
  type Persister,
  type PersistQueryClientOptions,
  persistQueryClientRestore,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';
import { checkoutKeys } from '@/entities/checkout/checkout-keys';
import { dayReportKeys } from '@/entities/day-reports/day-report-keys';
import { documentKeys } from '@/entities/documents/document-keys';
import { marketKeys } from '@/entities/markets/market-keys';
import { transactionKeys } from '@/entities/transactions/transaction-keys';
import { userKeys } from '@/entities/users/user-keys';
import { vendorMarketKeys } from '@/entities/vendor-markets/vendor-market-keys';
import { onManagerSide } from '../manager-side';
import { getAccessToken, getRefreshToken } from '../session-cookies';
import { cacheUser, forgetCacheUser } from './cache-user';

export { cacheUser, rememberCacheUser } from './cache-user';

// Issue 15, item 2: what a market day needs without a network is kept on the device (IndexedDB) and put back in the
// query cache at start. Only those queries are kept, only for the signed-in user, and only for about a week.

/** Kept data older than this is dropped (the whole cache at restore, and each query at save). */
export const PERSIST_MAX_AGE_MS = 8 * 24 * 60 * 60 * 1000;
/**
 * Bump when the shape of kept data changes. Deliberately not the build id: a new service worker can take over on a
 * navigation made offline, and a cache busted then would leave the manager with nothing at the stall.
 */
export const PERSIST_FORMAT = 'v1';
// Checkout contexts kept: from yesterday (a market's zone can be a day behind the device) to a week ahead.
const DAYS_BEHIND = 1;
const DAYS_AHEAD = 8;
const WRITE_DELAY_MS = 500;

const DB_NAME = 'marketday-cache';
const STORE_NAME = 'queries';
const CACHE_KEY = 'query-cache';

/** The persisted cache belongs to one user: a different user's `buster` never restores. */
export function busterFor(userId: string | null): string {
  return `${PERSIST_FORMAT}:${userId ?? ''}`;
}

type KeptQuery = Pick<Query, 'queryKey' | 'state'>;
type KeepContext = { role: Role | null; now: Date };

const startsWith = (key: QueryKey, prefix: readonly unknown[]) => prefix.every((part, i) => key[i] === part);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

// A list's first page, unsearched: what a page shows when it opens.
function isFirstPageUnsearched(params: unknown): params is Record<string, unknown> {
  if (!isRecord(params)) return false;
  const search = params.search;
  return (search === undefined || search === '') && (params.page === undefined || Number(params.page) === 0);
}

// The device's calendar date `days` from `now`, YYYY-MM-DD. Written here rather than taken from the shared dates
// module, which would bring zod onto the sign-in page (docs/decisions/021-first-page-weight.md).
function isoDayFrom(now: Date, days: number): string {
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

function keptWindow(now: Date) {
  return { from: isoDayFrom(now, -DAYS_BEHIND), to: isoDayFrom(now, DAYS_AHEAD) };
}

function isManagerKey(key: QueryKey, now: Date): boolean {
  if (startsWith(key, marketKeys.list())) return key.length === 2;
  if (startsWith(key, transactionKeys.options())) return true;
  if (startsWith(key, dayReportKeys.all) && key[1] === 'list') return true;
  const kept = keptWindow(now);
  if (startsWith(key, dayReportKeys.all) && key[1] === 'calculated') {
    // A night's income and tokens returned, for a day report written offline (docs/decisions/023).
    const date = key[3];
    return typeof date === 'string' && date >= kept.from && date <= kept.to;
  }
  if (startsWith(key, checkoutKeys.all) && key[1] === 'context') {
    const date = key[3];
    return typeof date === 'string' && date >= kept.from && date <= kept.to;
  }
  if (startsWith(key, transactionKeys.all) && key[1] === 'list') {
    // The transactions page's views that hold the kept days (they end on or after yesterday).
    const params = key[2];
    if (!isFirstPageUnsearched(params)) return false;
    const end = params.end_date;
    return typeof end === 'string' && end.slice(0, 10) >= kept.from;
  }
  return false;
}

function isVendorKey(key: QueryKey): boolean {
  if (startsWith(key, vendorMarketKeys.list())) return true;
  if (startsWith(key, documentKeys.all) && key[1] === 'summary') {
    return isRecord(key[2]) && key[2].ownerId === undefined;
  }
  if (startsWith(key, documentKeys.all) && key[1] === 'list') {
    return isFirstPageUnsearched(key[2]) && key[2].owner_id === undefined;
  }
  return false;
}

/** The signed-in user whose profile the cache being saved holds. */
function selfIdOf(client: PersistedClient): string | null {
  const self = client.clientState.queries.find((query) => startsWith(query.queryKey, userKeys.self()));
  const id = (self?.state.data as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' ? id : null;
}

/**
 * Whether a query is kept on the device: it holds data from a successful answer (a later failed refetch keeps the
 * last good data), that data is under PERSIST_MAX_AGE_MS old, and its key is one offline work needs for the
 * signed-in role.
 */
export function shouldPersistQuery(query: KeptQuery, { role, now }: KeepContext): boolean {
  const { data, dataUpdatedAt } = query.state;
  if (data === undefined || dataUpdatedAt <= 0 || now.getTime() - dataUpdatedAt > PERSIST_MAX_AGE_MS)
    return false;
  const key = query.queryKey;
  if (startsWith(key, userKeys.self())) return true;
  if (onManagerSide(role)) return isManagerKey(key, now);
  if (role === 'VENDOR') return isVendorKey(key);
  return false;
}

/** Key prefixes that may be kept: their queries stay in memory as long as they may be kept on the device. */
export const PERSISTED_KEY_PREFIXES: readonly QueryKey[] = [
  userKeys.self(),
  marketKeys.list(),
  checkoutKeys.all,
  transactionKeys.all,
  [...dayReportKeys.all, 'list'],
  [...dayReportKeys.all, 'calculated'],
  vendorMarketKeys.list(),
  [...documentKeys.all, 'list'],
  [...documentKeys.all, 'summary'],
];

/**
 * Without this a prefetched checkout context nobody looks at would be garbage collected after 5 minutes and the next
 * save would drop it from the device.
 */
export function keepPersistedQueriesInMemory(queryClient: QueryClient) {
  for (const prefix of PERSISTED_KEY_PREFIXES) {
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
  /** Writes the latest save now (saves are gathered for WRITE_DELAY_MS). */
  flush: () => Promise<void>;
  /** Forgets the pending save and deletes what the device holds. */
  clear: () => Promise<void>;
};

export function createQueryPersister(): QueryPersister {
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
    persistClient: (client: PersistedClient) => {
      const userId = cacheUser();
      // Signed out, or not yet verified: nothing is written. Nor is another user's cache: a tab still holding
      // the data of a user who signed out in another tab must not save it as the new user's.
      if (!userId || selfIdOf(client) !== userId) return;
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

/** The app's one persister. */
export const queryPersister = createQueryPersister();

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

function roleOf(queryClient: QueryClient): Role | null {
  return queryClient.getQueryData<SelfUser>(userKeys.self())?.role ?? null;
}

export function persistOptions(
  queryClient: QueryClient,
  persister: QueryPersister = queryPersister,
): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister,
    maxAge: PERSIST_MAX_AGE_MS,
    // Read once at start: the user whose data may be restored. Saves stamp the user of the moment (see persistClient).
    buster: busterFor(cacheUser()),
    dehydrateOptions: {
      shouldDehydrateQuery: (query) =>
        shouldPersistQuery(query, { role: roleOf(queryClient), now: new Date() }),
      // Checkouts made offline live in the outbox (lib/offline/outbox*), not in the mutation cache.
      shouldDehydrateMutation: () => false,
    },
  };
}

/**
 * Puts the device's data back in the query cache, then saves it again whenever it changes. Loaded on demand by
 * ./use-restored-cache.ts (the sign-in page does not download this module). Returns the function that stops saving.
 */
export async function restoreAndKeepQueries(queryClient: QueryClient): Promise<() => void> {
  keepPersistedQueriesInMemory(queryClient);
  const options = { ...persistOptions(queryClient), queryClient };
  try {
    await persistQueryClientRestore(options);
  } catch (error) {
    // Unreadable: it has been deleted; start from the network.
    console.warn('Restoring the data kept on this device failed', error);
  }
  return persistQueryClientSubscribe(options);
}
