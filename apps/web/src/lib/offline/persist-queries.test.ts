import 'fake-indexeddb/auto';
import { type Role, type SelfUser, toIsoDate } from '@marketday/shared';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkoutKeys } from '@/entities/checkout/checkout-keys';
import { dayReportKeys } from '@/entities/day-reports/day-report-keys';
import { documentKeys } from '@/entities/documents/document-keys';
import { marketKeys } from '@/entities/markets/market-keys';
import { notificationKeys } from '@/entities/notifications/notification-keys';
import { transactionKeys } from '@/entities/transactions/transaction-keys';
import { userKeys } from '@/entities/users/user-keys';
import { vendorMarketKeys } from '@/entities/vendor-markets/vendor-market-keys';
import { vendorKeys } from '@/entities/vendors/vendor-keys';
import { createQueryClient } from '../query-client';
import {
  busterFor,
  clearPersistedQueries,
  createQueryPersister,
  keepPersistedQueriesInMemory,
  PERSIST_MAX_AGE_MS,
  persistOptions,
  type QueryPersister,
  queryPersister,
  rememberCacheUser,
  shouldPersistQuery,
} from './persist-queries';

// Saturday 21 November 2026, 10:00 on the device.
const NOW = new Date(2026, 10, 21, 10, 0);
const MANAGER_ID = 'manager-1';
const OTHER_ID = 'manager-2';

function self(id: string, role: Role): SelfUser {
  return { id, role, access: 'FULL', display_name: id } as SelfUser;
}

function kept(queryKey: QueryKey, role: Role | null, state: { data?: unknown; dataUpdatedAt?: number } = {}) {
  const query = {
    queryKey,
    state: {
      data: 'data' in state ? state.data : { ok: true },
      dataUpdatedAt: state.dataUpdatedAt ?? NOW.getTime(),
    },
  };
  return shouldPersistQuery(query as Parameters<typeof shouldPersistQuery>[0], { role, now: NOW });
}

const TODAY_VIEW = {
  start_date: '2026-10-25',
  end_date: '2026-11-21',
  page: 0,
  page_size: 10,
  totals: 'false' as const,
};

describe('what is kept on the device', () => {
  it("keeps a manager's market-day data: profile, markets, checkout contexts, transactions views, day reports", () => {
    const keys: QueryKey[] = [
      userKeys.self(),
      marketKeys.list(),
      checkoutKeys.context({ marketId: 'm1', marketDate: '2026-11-21' }),
      checkoutKeys.context({ marketId: 'm1', marketDate: '2026-11-28' }),
      // A zone a day behind the device: still today at the market.
      checkoutKeys.context({ marketId: 'm1', marketDate: '2026-11-20' }),
      transactionKeys.options(),
      transactionKeys.list(TODAY_VIEW),
      transactionKeys.list({ ...TODAY_VIEW, market_id: 'm1' }),
      transactionKeys.list({ start_date: '2026-10-25', end_date: '2026-11-21', page: 0, page_size: 1 }),
      dayReportKeys.list('m1'),
      // Tonight's figures, for a day report written offline.
      dayReportKeys.calculated({ marketId: 'm1', date: '2026-11-21' }),
    ];
    expect(keys.filter((key) => !kept(key, 'MARKET_MANAGER'))).toEqual([]);
    // Their staff check vendors out too (issue 18), and keep the same market-day data of their markets.
    expect(keys.filter((key) => !kept(key, 'MARKET_STAFF'))).toEqual([]);
  });

  it("leaves out everything else of a manager's: other days, searches, later pages, other lists", () => {
    const keys: QueryKey[] = [
      checkoutKeys.context({ marketId: 'm1', marketDate: '2026-11-14' }),
      checkoutKeys.context({ marketId: 'm1', marketDate: '2026-12-05' }),
      transactionKeys.list({ ...TODAY_VIEW, search: 'berry' }),
      transactionKeys.list({ ...TODAY_VIEW, page: 1 }),
      transactionKeys.list({ ...TODAY_VIEW, start_date: '2026-01-01', end_date: '2026-01-31' }),
      transactionKeys.history('t1'),
      marketKeys.detail('m1'),
      marketKeys.search('river'),
      vendorKeys.list(),
      notificationKeys.unread(),
      documentKeys.list({ page: 0 }),
      vendorMarketKeys.list(),
      dayReportKeys.calculated({ marketId: 'm1', date: '2026-10-01' }),
    ];
    expect(keys.filter((key) => kept(key, 'MARKET_MANAGER'))).toEqual([]);
    expect(keys.filter((key) => kept(key, 'MARKET_STAFF'))).toEqual([]);
  });

  it("keeps a vendor's markets and own documents, and none of a manager's data", () => {
    expect(kept(vendorMarketKeys.list(), 'VENDOR')).toBe(true);
    expect(kept(documentKeys.list({ page: 0, page_size: 10, sort_by: 'status' }), 'VENDOR')).toBe(true);
    expect(kept(documentKeys.summary({}), 'VENDOR')).toBe(true);
    expect(kept(documentKeys.list({ page: 0, search: 'permit' }), 'VENDOR')).toBe(false);
    expect(kept(documentKeys.list({ page: 0, owner_id: 'v2' }), 'VENDOR')).toBe(false);
    expect(kept(documentKeys.summary({ ownerId: 'v2' }), 'VENDOR')).toBe(false);
    expect(kept(checkoutKeys.context({ marketId: 'm1', marketDate: '2026-11-21' }), 'VENDOR')).toBe(false);
    expect(kept(marketKeys.list(), 'VENDOR')).toBe(false);
  });

  it('keeps only data: no query without an answer, none older than the maximum age, nothing before the role is known', () => {
    expect(kept(marketKeys.list(), 'MARKET_MANAGER', { data: undefined })).toBe(false);
    expect(
      kept(marketKeys.list(), 'MARKET_MANAGER', { dataUpdatedAt: NOW.getTime() - PERSIST_MAX_AGE_MS - 1 }),
    ).toBe(false);
    expect(kept(marketKeys.list(), null)).toBe(false);
    expect(kept(userKeys.self(), null)).toBe(true);
  });
});

describe('saving and restoring', () => {
  let persister: QueryPersister;

  beforeEach(() => {
    Cookies.set('auth_token', 'access');
    Cookies.set('refresh_token', 'refresh');
    rememberCacheUser(MANAGER_ID);
    persister = createQueryPersister();
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
    await persistQueryClientSave({ queryClient: client, ...persistOptions(client) });
    await queryPersister.flush();
    expect(await queryPersister.restoreClient()).toBeDefined();
    await clearPersistedQueries();
    expect(await queryPersister.restoreClient()).toBeUndefined();
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
    keepPersistedQueriesInMemory(client);
    client.setQueryData(checkoutKeys.context({ marketId: 'm1', marketDate: '2026-11-21' }), { vendors: [] });
    client.setQueryData(vendorKeys.list(), []);
    const gcOf = (key: QueryKey) => client.getQueryCache().find({ queryKey: key })?.gcTime;
    expect(gcOf(checkoutKeys.context({ marketId: 'm1', marketDate: '2026-11-21' }))).toBe(PERSIST_MAX_AGE_MS);
    expect(gcOf(vendorKeys.list())).toBeLessThan(PERSIST_MAX_AGE_MS);
  });
});
