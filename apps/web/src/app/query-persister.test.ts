import 'fake-indexeddb/auto';
import { type Role, type SelfUser, toIsoDate } from '@marketday/shared';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkoutKeys } from '@/entities/checkout/checkout-keys';
import { marketKeys } from '@/entities/markets/market-keys';
import { userKeys } from '@/entities/users/user-keys';
import { vendorKeys } from '@/entities/vendors/vendor-keys';
import {
  busterFor,
  createQueryPersister,
  keepPersistedQueriesInMemory,
  PERSIST_MAX_AGE_MS,
  persistOptions,
  type QueryPersister,
  rememberCacheUser,
  restoreAndKeepQueries,
} from '@/lib/offline/persist-queries';
import { createQueryClient } from '@/lib/query-client';
import { keptQueries } from './kept-queries';
import { clearPersistedQueries, queryPersister } from './query-persister';

const MANAGER_ID = 'manager-1';
const OTHER_ID = 'manager-2';

function self(id: string, role: Role): SelfUser {
  return { id, role, access: 'FULL', display_name: id } as SelfUser;
}

describe('saving and restoring', () => {
  let persister: QueryPersister;

  beforeEach(() => {
    Cookies.set('auth_token', 'access');
    Cookies.set('refresh_token', 'refresh');
    rememberCacheUser(MANAGER_ID);
    persister = createQueryPersister(keptQueries);
  });
  afterEach(async () => {
    Cookies.remove('auth_token');
    Cookies.remove('refresh_token');
    await persister.clear();
    await clearPersistedQueries();
  });

  function managerClient() {
    const client = new QueryClient();
    client.setQueryData(userKeys.self(), self(MANAGER_ID, 'MARKET_MANAGER'));
    client.setQueryData(marketKeys.list(), [{ id: 'm1' }]);
    // Saves judge dates by the real clock.
    client.setQueryData(checkoutKeys.context({ marketId: 'm1', marketDate: toIsoDate(new Date()) }), {
      vendors: [],
    });
    client.setQueryData(vendorKeys.list(), [{ id: 'v1' }]);
    return client;
  }

  async function save(client: QueryClient) {
    await persistQueryClientSave({ queryClient: client, ...persistOptions(client, persister) });
    await persister.flush();
  }

  async function restore() {
    const client = new QueryClient();
    await persistQueryClientRestore({ queryClient: client, ...persistOptions(client, persister) });
    return client;
  }

  const keysOf = (client: QueryClient) =>
    client
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey);

  it('puts back only the kept queries, for the same user', async () => {
    await save(managerClient());
    const restored = await restore();
    expect(keysOf(restored)).toHaveLength(3);
    expect(restored.getQueryData(marketKeys.list())).toEqual([{ id: 'm1' }]);
    expect(restored.getQueryData(vendorKeys.list())).toBeUndefined();
  });

  it("never restores another user's data, and deletes it", async () => {
    await save(managerClient());
    rememberCacheUser(OTHER_ID);
    expect(keysOf(await restore())).toEqual([]);
    // Deleted, not only skipped: the first user's data is gone even for them.
    rememberCacheUser(MANAGER_ID);
    expect(keysOf(await restore())).toEqual([]);
  });

  it('stamps each save with the user of the moment, so a user who signed in after start gets their data back', async () => {
    rememberCacheUser(OTHER_ID);
    const client = managerClient();
    client.setQueryData(userKeys.self(), self(OTHER_ID, 'MARKET_MANAGER'));
    // The options were made at start, for the user then signed in.
    const atStart = { ...persistOptions(client, persister), buster: busterFor(MANAGER_ID) };
    await persistQueryClientSave({ queryClient: client, ...atStart });
    await persister.flush();
    expect(keysOf(await restore())).toHaveLength(3);
  });

  it('restores nothing without a session cookie', async () => {
    await save(managerClient());
    Cookies.remove('auth_token');
    Cookies.remove('refresh_token');
    expect(keysOf(await restore())).toEqual([]);
  });

  it('writes nothing while nobody is signed in', async () => {
    await clearPersistedQueries();
    await save(managerClient());
    rememberCacheUser(MANAGER_ID);
    expect(keysOf(await restore())).toEqual([]);
  });

  it('clearing drops a save not yet written and deletes what the device holds', async () => {
    await save(managerClient());
    const client = managerClient();
    await persistQueryClientSave({ queryClient: client, ...persistOptions(client, persister) });
    await persister.clear();
    await persister.flush();
    expect(keysOf(await restore())).toEqual([]);
  });

  it('the app persister is cleared by sign-out too', async () => {
    const client = managerClient();
    await persistQueryClientSave({ queryClient: client, ...persistOptions(client, queryPersister) });
    await queryPersister.flush();
    expect(await queryPersister.restoreClient()).toBeDefined();
    await clearPersistedQueries();
    expect(await queryPersister.restoreClient()).toBeUndefined();
  });

  it('keeps what the page loaded before saving started, without waiting for the next change', async () => {
    // Saving starts after the first screen; by then the profile may have loaded and nothing changes again.
    const client = managerClient();
    const stop = await restoreAndKeepQueries(client, persister);
    await persister.flush();
    stop();
    const restored = await restore();
    expect(restored.getQueryData(userKeys.self())).toMatchObject({ id: MANAGER_ID });
  });

  it('keeps the last good data of a query whose refetch failed, as a success', async () => {
    const client = managerClient();
    const failing = client.fetchQuery({
      queryKey: marketKeys.list(),
      queryFn: () => Promise.reject(new Error('Network Error')),
      retry: false,
    });
    await expect(failing).rejects.toThrow('Network Error');
    expect(client.getQueryState(marketKeys.list())?.status).toBe('error');
    await save(client);
    const restored = await restore();
    expect(restored.getQueryState(marketKeys.list())).toMatchObject({ status: 'success', error: null });
    expect(restored.getQueryData(marketKeys.list())).toEqual([{ id: 'm1' }]);
  });
});

describe('kept queries stay in memory', () => {
  it('outlive the default garbage collection, which the other queries do not', () => {
    const client = createQueryClient();
    keepPersistedQueriesInMemory(client, keptQueries);
    client.setQueryData(checkoutKeys.context({ marketId: 'm1', marketDate: '2026-11-21' }), { vendors: [] });
    client.setQueryData(vendorKeys.list(), []);
    const gcOf = (key: QueryKey) => client.getQueryCache().find({ queryKey: key })?.gcTime;
    expect(gcOf(checkoutKeys.context({ marketId: 'm1', marketDate: '2026-11-21' }))).toBe(PERSIST_MAX_AGE_MS);
    expect(gcOf(vendorKeys.list())).toBeLessThan(PERSIST_MAX_AGE_MS);
  });
});
