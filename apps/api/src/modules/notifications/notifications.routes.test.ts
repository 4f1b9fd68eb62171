import type { NotificationPage } from '@marketday/shared';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  insertAdmin,
  insertVendorUser,
  insertVendorUserAt,
  tokensFor,
} from '../../../test/factories';
import { BAD_PAGE_QUERIES, expectFieldError, type FieldErrorCase } from '../../../test/field-errors';
import { createMarket, signedInManager } from '../../../test/market-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { notifications } from '../../db/schema';

const t = useTestApp();

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
async function clientFor(username: string) {
  const { access_token } = await tokensFor(t, username);
  return (method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(access_token), ...(payload ? { payload } : {}) });
}
type Client = Awaited<ReturnType<typeof clientFor>>;

const MINUTE = 60_000;
let minute = 0;
async function seed(recipientId: string, overrides: Partial<typeof notifications.$inferInsert> = {}) {
  minute += 1;
  const [row] = await t.db
    .insert(notifications)
    .values({
      recipientId,
      type: 'account_update',
      title: `Note ${minute}`,
      message: 'Hello',
      createdAt: new Date(Date.UTC(2025, 0, 1) + minute * MINUTE),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('notification not inserted');
  return row;
}

const inbox = async (api: Client, query = '') =>
  (await api('GET', `/notifications${query}`)).json() as NotificationPage;
const titles = async (api: Client, query = '') => (await inbox(api, query)).data.map((n) => n.title);
const unread = async (api: Client) => (await api('GET', '/notifications/unread')).json().count;

describe('inbox', () => {
  it('lists only the caller’s notifications with sender names, filtered by type and sorted', async () => {
    const { user } = await insertVendorUser(t.db);
    const manager = await signedInManager(t);
    const other = await insertVendorUser(t.db);
    const admin = await insertAdmin(t.db);
    await seed(user.id, { title: 'First', type: 'market_update', senderId: manager.user.id });
    await seed(user.id, { title: 'Second', type: 'manager_notification', senderId: other.user.id });
    await seed(user.id, { title: 'Third', type: 'developer_update', senderId: admin.user.id });
    await seed(other.user.id, { title: 'Not mine' });
    const api = await clientFor(user.username);

    const list = (await inbox(api)).data;
    expect(list.map((n) => [n.title, n.sender_name])).toEqual([
      ['Third', admin.user.username],
      ['Second', other.vendor.businessName],
      ['First', 'Test Manager'],
    ]);
    expect(list[0]).toMatchObject({ status: 'active', is_read: false, created_at: expect.any(String) });
    expect(await titles(api, '?sort=oldest')).toEqual(['First', 'Second', 'Third']);
    expect(await titles(api, '?type=market_update')).toEqual(['First']);
    expect((await api('GET', '/notifications?sort=sideways')).statusCode).toBe(400);
  });

  it('accepts both the client filter names and the stored statuses', async () => {
    const { user } = await insertVendorUser(t.db);
    await seed(user.id, { title: 'Live' });
    await seed(user.id, { title: 'Old', status: 'dismissed' });
    const api = await clientFor(user.username);
    expect(await titles(api)).toEqual(['Live']);
    expect(await titles(api, '?status=all')).toEqual(['Live']);
    expect(await titles(api, '?status=active')).toEqual(['Live']);
    expect(await titles(api, '?status=archived')).toEqual(['Old']);
    expect(await titles(api, '?status=dismissed')).toEqual(['Old']);
    expect((await api('GET', '/notifications?status=deleted')).statusCode).toBe(400);
  });

  it('marks one notification read and unread, the unread count following, and hides others’ as 404', async () => {
    const { user } = await insertVendorUser(t.db);
    const other = await insertVendorUser(t.db);
    const mine = await seed(user.id);
    const theirs = await seed(other.user.id);
    const api = await clientFor(user.username);
    expect(await unread(api)).toBe(1);

    const read = await api('PATCH', `/notifications/${mine.id}/read`);
    expect(read.json()).toEqual({ message: 'Notification updated' });
    expect(await unread(api)).toBe(0);
    await api('PATCH', `/notifications/${mine.id}/read?mark_as_read=false`);
    expect(await unread(api)).toBe(1);

    expect((await api('PATCH', `/notifications/${theirs.id}/read`)).statusCode).toBe(404);
    expect(await unread(await clientFor(other.user.username))).toBe(1);
  });

  it('bulk read, archive and delete change only the caller’s notifications', async () => {
    const { user } = await insertVendorUser(t.db);
    const other = await insertVendorUser(t.db);
    const [a, b] = [await seed(user.id, { title: 'A' }), await seed(user.id, { title: 'B' })];
    const theirs = await seed(other.user.id, { title: 'Theirs' });
    const ids = [a.id, b.id, theirs.id];
    const api = await clientFor(user.username);
    const otherApi = await clientFor(other.user.username);

    expect((await api('PATCH', '/notifications/read/bulk', { ids, mark_as_read: true })).json()).toEqual({
      updated: 2,
    });
    expect(await unread(api)).toBe(0);
    expect(await unread(otherApi)).toBe(1);
    await api('PATCH', '/notifications/read/bulk', { ids: [a.id], mark_as_read: false });
    expect(await unread(api)).toBe(1);

    expect((await api('PATCH', '/notifications/archive/bulk', { ids, archive: true })).json()).toEqual({
      updated: 2,
    });
    expect(await titles(api, '?status=archived')).toEqual(['B', 'A']);
    expect(await unread(api)).toBe(0);
    expect(await titles(otherApi)).toEqual(['Theirs']);
    await api('PATCH', '/notifications/archive/bulk', { ids: [a.id], archive: false });
    expect(await titles(api)).toEqual(['A']);
    expect(await unread(api)).toBe(1);

    const deleted = await api('DELETE', '/notifications/bulk', { ids });
    expect(deleted.json()).toEqual({ message: 'Notification(s) deleted', deleted: 2 });
    expect(await titles(api, '?status=all')).toEqual([]);
    expect(await titles(api, '?status=archived')).toEqual([]);
    expect(await titles(otherApi)).toEqual(['Theirs']);
  });
});

describe('inbox pages', () => {
  it('pages the inbox newest first with disjoint pages, a short last page and the whole inbox counted', async () => {
    const { user } = await insertVendorUser(t.db);
    // Two messages of the same instant: the id decides their order, so neither repeats nor goes missing.
    const instant = new Date(Date.UTC(2024, 5, 1));
    for (const title of ['M1', 'M2', 'M3']) await seed(user.id, { title });
    await seed(user.id, { title: 'Same A', createdAt: instant });
    await seed(user.id, { title: 'Same B', createdAt: instant });
    const api = await clientFor(user.username);

    const whole = await inbox(api);
    expect(whole).toMatchObject({ page: 0, page_size: 50, total_count: 5, totals: null });
    const order = whole.data.map((n) => n.id);
    expect(whole.data.slice(0, 3).map((n) => n.title)).toEqual(['M3', 'M2', 'M1']);

    const pages = [];
    for (const page of [0, 1, 2]) pages.push(await inbox(api, `?page=${page}&page_size=2`));
    expect(pages.map((p) => [p.page, p.page_size, p.total_count, p.data.length])).toEqual([
      [0, 2, 5, 2],
      [1, 2, 5, 2],
      [2, 2, 5, 1],
    ]);
    expect(pages.flatMap((p) => p.data.map((n) => n.id))).toEqual(order);
    expect((await inbox(api, '?page=3&page_size=2')).data).toEqual([]);

    const oldest = [0, 1, 2].map((page) => inbox(api, `?sort=oldest&page=${page}&page_size=2`));
    const oldestIds = (await Promise.all(oldest)).flatMap((p) => p.data.map((n) => n.id));
    expect(oldestIds).toEqual([...order].reverse());
  });

  it('counts only the caller’s messages that match the filters', async () => {
    const { user } = await insertVendorUser(t.db);
    const other = await insertVendorUser(t.db);
    await seed(user.id, { type: 'market_update' });
    await seed(user.id, { type: 'market_update', status: 'dismissed' });
    await seed(user.id, { type: 'account_update' });
    await seed(user.id, { type: 'market_update' });
    for (let i = 0; i < 3; i += 1) await seed(other.user.id, { type: 'market_update' });
    const api = await clientFor(user.username);

    const count = async (query: string) => (await inbox(api, query)).total_count;
    expect(await count('')).toBe(3);
    expect(await count('?type=market_update')).toBe(2);
    expect(await count('?type=market_update&page_size=1')).toBe(2);
    expect(await count('?status=archived')).toBe(1);
    expect(await count('?status=archived&type=account_update')).toBe(0);
    expect((await inbox(await clientFor(other.user.username))).total_count).toBe(3);
  });

  it.each<FieldErrorCase>([
    ...BAD_PAGE_QUERIES,
    ['page=abc', 'page', 'Page must be a whole number of 0 or more'],
  ])('refuses %s with 400 naming the field', async (query, field, message) => {
    const { user } = await insertVendorUser(t.db);
    const response = await (await clientFor(user.username))('GET', `/notifications?${query}`);
    expectFieldError(response, field, message);
  });
});

describe('messages', () => {
  it('a manager messages a vendor with an account, and gets 400 for one without', async () => {
    const manager = await signedInManager(t);
    const market = await createMarket(manager);
    const { user, vendor } = await insertVendorUserAt(t.db, market.id);
    const body = { title: 'Stall move', message: 'You are at B4 this week.' };

    const sent = await manager.api('POST', '/notifications', { ...body, vendor_id: vendor.id });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      message: 'Sent Message(s)',
      data: { ...body, type: 'manager_notification', sender_name: 'Test Manager', is_read: false },
    });
    const received = await inbox(await clientFor(user.username));
    expect(received.data).toEqual([sent.json().data]);

    const kept = await manager.api('POST', '/market-managers/vendors', {
      business_name: 'No Login',
      type: 'PRODUCER',
    });
    const refused = await manager.api('POST', '/notifications', { ...body, vendor_id: kept.json().data.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().detail).toBe('This vendor has no Marketday account yet.');

    const stranger = await insertVendorUser(t.db);
    const hidden = await manager.api('POST', '/notifications', { ...body, vendor_id: stranger.vendor.id });
    expect(hidden.statusCode).toBe(404);
  });

  it('a vendor messages the manager of their market, and gets 404 for a market they are not in', async () => {
    const manager = await signedInManager(t);
    const market = await createMarket(manager);
    const elsewhere = await createMarket(manager, { name: 'Elsewhere' });
    const { user, vendor } = await insertVendorUserAt(t.db, market.id);
    const api = await clientFor(user.username);
    const body = { title: 'Running late', message: 'Arriving at 8:30.' };

    const sent = await api('POST', '/notifications', { ...body, market_id: market.id });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data.sender_name).toBe(vendor.businessName);
    const received = (await manager.api('GET', '/notifications')).json() as NotificationPage;
    expect(received.data).toEqual([expect.objectContaining({ ...body, type: 'manager_notification' })]);

    const refused = await api('POST', '/notifications', { ...body, market_id: elsewhere.id });
    expect(refused.statusCode).toBe(404);
    expect((await manager.api('GET', '/notifications')).json().data).toHaveLength(1);
  });

  it.each([
    [{ title: ' ', message: 'Hi' }, 'Title is required'],
    [{ title: 'Hi', message: '' }, 'Message is required'],
  ])('refuses %o with its message', async (body, detail) => {
    const manager = await signedInManager(t);
    const { vendor } = await insertVendorUser(t.db);
    const response = await manager.api('POST', '/notifications', { ...body, vendor_id: vendor.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().detail).toBe(detail);
  });
});
