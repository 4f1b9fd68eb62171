import { SCHEDULE_MESSAGES, SEASON_MESSAGES } from '@marketday/shared';
import { describe, expect, it } from 'vitest';
import { createClock } from '../../../../test/build-test-app';
import { signedInStaff } from '../../../../test/clients';
import { insertVendorUser } from '../../../../test/factories';
import {
  createMarket,
  type ManagerClient,
  managerWithMarket,
  signedInManager,
} from '../../../../test/market-fixtures';
import { useTestApp } from '../../../../test/use-test-app';
import {
  boothMaps,
  dateRequests,
  marketVendors,
  notifications,
  vendorScheduleDates,
} from '../../../db/schema';

// Friday 20 November 2026, noon in California: the market (Saturdays, year-round, Los Angeles) is held tomorrow.
// Its Saturdays to come: 11/21, 11/28, 12/05, 12/12, 12/19, 12/26; the last one past: 11/14.
const t = useTestApp(() => ({ clock: createClock(new Date('2026-11-20T20:00:00Z')) }));

const schedules = (marketId: string) => `/market-managers/markets/${marketId}/schedules`;
const dates = (marketId: string) => `/market-managers/markets/${marketId}/dates`;
const attendanceOf = (marketId: string, date: string) => `${dates(marketId)}/${date}/attendance`;

async function scheduledCounts(manager: ManagerClient, marketId: string, start: string, end: string) {
  const days = (await manager.api('GET', `${dates(marketId)}?start_date=${start}&end_date=${end}`)).json();
  return Object.fromEntries(
    days.map((d: { date: string; scheduled_count: number }) => [d.date, d.scheduled_count]),
  );
}
const names = (rows: { business_name: string }[]) => rows.map((r) => r.business_name);

describe('vendor schedules', () => {
  it('put each vendor on their dates: every other week, a day of the month, picked dates, dates added or dropped', async () => {
    const { manager, market, vendors } = await managerWithMarket(t);
    const flowers = await manager.api('POST', '/market-managers/vendors', {
      business_name: 'Zinnia Flowers',
      type: 'PRODUCER',
      market_ids: [market.id],
    });
    const zinnia = flowers.json().data.markets[0].market_vendor_id as string;
    const unsaved = await manager.api('GET', schedules(market.id));
    expect(unsaved.statusCode).toBe(200);
    expect(unsaved.json()[0]).toEqual({
      market_vendor_id: vendors.producer.market_vendor_id,
      vendor_id: vendors.producer.id,
      business_name: 'Green Valley Produce',
      pattern: 'EVERY',
      anchor_date: null,
      week_of_month: null,
      picked_dates: [],
      default_booth_id: null,
      saved: false,
    });
    expect(names(unsaved.json())).toEqual([
      'Green Valley Produce',
      'Knife Sharpening Sam',
      'Rise & Shine Bakery',
      'Zinnia Flowers',
    ]);
    expect(await scheduledCounts(manager, market.id, '2026-11-21', '2026-11-21')).toEqual({
      '2026-11-21': 4,
    });

    const save = (marketVendorId: string, body: object) =>
      manager.api('PUT', `${schedules(market.id)}/${marketVendorId}`, body);
    // A Thursday market before Thanksgiving: an extra date, open for picking, outside every other pattern.
    await manager.api('PUT', `${dates(market.id)}/2026-11-26`, { status: 'EXTRA' });
    const alternate = await save(vendors.producer.market_vendor_id, {
      pattern: 'ALTERNATE',
      anchor_date: '2026-11-21',
    });
    expect(alternate.json()).toMatchObject({
      message: SCHEDULE_MESSAGES.saved,
      data: { pattern: 'ALTERNATE', anchor_date: '2026-11-21', saved: true },
    });
    await save(vendors.reseller.market_vendor_id, { pattern: 'MONTHLY', week_of_month: -1 });
    await save(zinnia, { pattern: 'MONTHLY', week_of_month: 1 });
    const picked = await save(vendors.service.market_vendor_id, {
      pattern: 'PICKED',
      picked_dates: ['2026-12-12', '2026-11-26'],
    });
    expect(picked.json().data.picked_dates).toEqual(['2026-11-26', '2026-12-12']);
    const notOpen = await save(vendors.service.market_vendor_id, {
      pattern: 'PICKED',
      picked_dates: ['2026-11-28', '2026-11-25'],
    });
    expect(notOpen.statusCode).toBe(400);
    expect(notOpen.json().errors).toEqual([
      { path: 'picked_dates', message: SCHEDULE_MESSAGES.notOpenDate('2026-11-25') },
    ]);

    expect(await scheduledCounts(manager, market.id, '2026-11-21', '2026-12-26')).toEqual({
      '2026-11-21': 1, // every other week from 11/21
      '2026-11-26': 1, // picked
      '2026-11-28': 1, // the last Saturday of November
      '2026-12-05': 2, // every other week; the first Saturday of December
      '2026-12-12': 1, // picked
      '2026-12-19': 1,
      '2026-12-26': 1, // the last Saturday of December
    });
    const onDay = async (date: string) =>
      names((await manager.api('GET', attendanceOf(market.id, date))).json());
    expect(await onDay('2026-12-05')).toEqual(['Green Valley Produce', 'Zinnia Flowers']);

    // Dates one by one (the vendor drops one, a request is approved): over the pattern.
    await t.db.insert(vendorScheduleDates).values([
      {
        marketVendorId: vendors.producer.market_vendor_id,
        marketId: market.id,
        date: '2026-12-05',
        kind: 'DROPPED',
      },
      {
        marketVendorId: vendors.reseller.market_vendor_id,
        marketId: market.id,
        date: '2026-12-05',
        kind: 'ADDED',
      },
      {
        marketVendorId: vendors.producer.market_vendor_id,
        marketId: market.id,
        date: '2026-11-07',
        kind: 'DROPPED',
      },
    ]);
    expect(await onDay('2026-12-05')).toEqual(['Rise & Shine Bakery', 'Zinnia Flowers']);
    // 11/07 is two weeks before the anchor and the first Saturday of November: the drop keeps the producer off.
    expect(await onDay('2026-11-07')).toEqual(['Zinnia Flowers']);
    // A date granted on request (11/28, off the producer's weeks), and a date picked by the manager (12/12).
    await t.db.insert(vendorScheduleDates).values(
      ['2026-11-28', '2026-12-12'].map((date) => ({
        marketVendorId: vendors.producer.market_vendor_id,
        marketId: market.id,
        date,
        kind: 'ADDED' as const,
      })),
    );
    await t.db.insert(dateRequests).values({
      marketId: market.id,
      marketVendorId: vendors.producer.market_vendor_id,
      vendorId: vendors.producer.id,
      date: '2026-11-28',
      status: 'APPROVED',
    });
    // Saving again replaces the dates the manager added from today on; the vendor's drop and the date they asked
    // for stay, and so does the past.
    await save(vendors.producer.market_vendor_id, { pattern: 'ALTERNATE', anchor_date: '2026-11-21' });
    expect(await onDay('2026-12-05')).toEqual(['Rise & Shine Bakery', 'Zinnia Flowers']);
    expect(await onDay('2026-11-28')).toContain('Green Valley Produce');
    expect(await onDay('2026-12-12')).not.toContain('Green Valley Produce');
    expect(await onDay('2026-11-07')).toEqual(['Zinnia Flowers']);
  });

  it('lists a walk-in: a vendor marked on a date they are not scheduled on, counted with the present', async () => {
    const { manager, market, vendors } = await managerWithMarket(t);
    const day = '2026-11-14';
    await manager.api('PUT', `${schedules(market.id)}/${vendors.producer.market_vendor_id}`, {
      pattern: 'PICKED',
      picked_dates: ['2026-11-28'],
    });
    const url = attendanceOf(market.id, day);
    expect(names((await manager.api('GET', url)).json())).toEqual([
      'Knife Sharpening Sam',
      'Rise & Shine Bakery',
    ]);
    const walkIn = await manager.api('PUT', `${url}/${vendors.producer.market_vendor_id}`, {
      status: 'PRESENT',
    });
    expect(walkIn.json()).toMatchObject({
      message: SEASON_MESSAGES.marked,
      data: { business_name: 'Green Valley Produce', status: 'PRESENT', walk_in: true },
    });
    await manager.api('PUT', `${url}/${vendors.service.market_vendor_id}`, { status: 'ABSENT' });
    expect(
      (await manager.api('GET', url))
        .json()
        .map((a: { status: string; walk_in: boolean }) => [a.status, a.walk_in]),
    ).toEqual([
      ['PRESENT', true],
      ['ABSENT', false],
      ['EXPECTED', false],
    ]);
    const [counted] = (
      await manager.api('GET', `${dates(market.id)}?start_date=${day}&end_date=${day}`)
    ).json();
    expect(counted).toMatchObject({ scheduled_count: 2, present_count: 1, absent_count: 1 });
    const report = await manager.api(
      'GET',
      `/market-managers/markets/${market.id}/day-reports/${day}/calculated`,
    );
    expect(report.json().attendance).toEqual({ present: 1, absent: 1, expected: 1 });
    // Expected again: the walk-in leaves the list.
    await manager.api('PUT', `${url}/${vendors.producer.market_vendor_id}`, { status: 'EXPECTED' });
    expect(names((await manager.api('GET', url)).json())).toEqual([
      'Knife Sharpening Sam',
      'Rise & Shine Bakery',
    ]);
  });

  it('are read by the staff and set by co-managers; names a wrong anchor or booth; 404 for another account', async () => {
    const { manager, market, vendors } = await managerWithMarket(t);
    const other = await createMarket(manager, { name: 'Other Market' });
    const producer = `${schedules(market.id)}/${vendors.producer.market_vendor_id}`;
    const asStaff = (role: 'STAFF' | 'CO_MANAGER') =>
      signedInStaff(t, { managerId: manager.manager.id, role, marketIds: [market.id] });
    const staff = await asStaff('STAFF');
    expect((await staff.api('GET', schedules(market.id))).statusCode).toBe(200);
    expect((await staff.api('GET', producer)).json().business_name).toBe('Green Valley Produce');
    expect((await staff.api('PUT', producer, { pattern: 'EVERY' })).statusCode).toBe(403);

    await t.db.insert(boothMaps).values({
      marketId: market.id,
      layout: {
        width_ft: 100,
        height_ft: 50,
        items: [
          { id: 'B1', kind: 'BOOTH', label: 'A1', x: 0, y: 0, w: 10, h: 10 },
          { id: 'W1', kind: 'AISLE', label: 'Walkway', x: 0, y: 20, w: 100, h: 10 },
        ],
      },
    });
    const coManager = await asStaff('CO_MANAGER');
    const withBooth = await coManager.api('PUT', producer, { pattern: 'EVERY', default_booth_id: 'B1' });
    expect(withBooth.json().data).toMatchObject({ pattern: 'EVERY', default_booth_id: 'B1', saved: true });
    const aisle = await manager.api('PUT', producer, { pattern: 'EVERY', default_booth_id: 'W1' });
    expect(aisle.statusCode).toBe(400);
    expect(aisle.json().errors).toEqual([
      { path: 'default_booth_id', message: SCHEDULE_MESSAGES.boothMissing },
    ]);
    const wednesday = await manager.api('PUT', producer, { pattern: 'ALTERNATE', anchor_date: '2026-11-25' });
    expect(wednesday.statusCode).toBe(400);
    expect(wednesday.json().errors[0].path).toBe('anchor_date');
    const cleared = await manager.api('PUT', producer, { pattern: 'EVERY', default_booth_id: null });
    expect(cleared.json().data.default_booth_id).toBeNull();

    // A vendor of another of the manager's markets, and another account: not found, nothing saved.
    const elsewhere = `${schedules(other.id)}/${vendors.producer.market_vendor_id}`;
    expect((await manager.api('GET', elsewhere)).statusCode).toBe(404);
    expect((await manager.api('PUT', elsewhere, { pattern: 'EVERY' })).statusCode).toBe(404);
    const stranger = await signedInManager(t);
    expect((await stranger.api('GET', schedules(market.id))).statusCode).toBe(404);
    expect(
      (await stranger.api('PUT', producer, { pattern: 'PICKED', picked_dates: ['2026-11-28'] })).statusCode,
    ).toBe(404);
    expect((await manager.api('GET', producer)).json()).toMatchObject({ pattern: 'EVERY', picked_dates: [] });
  });

  it('cancelling a date tells only the vendors scheduled on it', async () => {
    const { manager, market, vendors } = await managerWithMarket(t);
    const { user, vendor } = await insertVendorUser(t.db);
    const [member] = await t.db
      .insert(marketVendors)
      .values({ marketId: market.id, vendorId: vendor.id })
      .returning();
    const save = (marketVendorId: string, body: object) =>
      manager.api('PUT', `${schedules(market.id)}/${marketVendorId}`, body);
    await save(member?.id as string, { pattern: 'ALTERNATE', anchor_date: '2026-11-28' });
    await save(vendors.producer.market_vendor_id, { pattern: 'PICKED', picked_dates: ['2026-11-28'] });

    const first = await manager.api('PUT', `${dates(market.id)}/2026-11-21`, { status: 'CANCELLED' });
    expect(first.json().message).toBe(SEASON_MESSAGES.cancelled('2026-11-21', 2));
    expect((await t.sentMail()).map((m) => m.to).sort()).toEqual([
      'reseller@example.com',
      'service@example.com',
    ]);
    const inbox = () => t.db.select().from(notifications);
    expect(await inbox()).toHaveLength(0);

    const second = await manager.api('PUT', `${dates(market.id)}/2026-11-28`, { status: 'CANCELLED' });
    expect(second.json().message).toBe(SEASON_MESSAGES.cancelled('2026-11-28', 4));
    expect((await inbox()).map((n) => [n.recipientId, n.title])).toEqual([
      [user.id, 'Cancelled: 11/28/2026'],
    ]);
  });
});
