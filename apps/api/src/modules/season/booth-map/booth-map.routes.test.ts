import { BOOTH_MAP_MESSAGES, type BoothMapLayout, SEASON_MESSAGES } from '@marketday/shared';
import { describe, expect, it } from 'vitest';
import { createClock } from '../../../../test/build-test-app';
import { signedInStaff, signedInVendor } from '../../../../test/clients';
import { createMarket, managerWithMarket, signedInManager } from '../../../../test/market-fixtures';
import { pdfAnswerText } from '../../../../test/pdf-text';
import { useTestApp } from '../../../../test/use-test-app';
import { boothAssignments, marketVendors, vendorSchedules } from '../../../db/schema';
import { boothsOn } from '../index';

// docs/season.md "The booth map". Friday 20 November 2026, noon in California: the market (Saturdays, year-round,
// Los Angeles) is held tomorrow, 21 November, then 28 November.
const t = useTestApp(() => ({ clock: createClock(new Date('2026-11-20T20:00:00Z')) }));

const SAT1 = '2026-11-21';
const SAT2 = '2026-11-28';
const mapUrl = (marketId: string) => `/market-managers/markets/${marketId}/booth-map`;
const dayUrl = (marketId: string, date: string) => `${mapUrl(marketId)}/dates/${date}`;

const booth = (id: string, x: number, y = 0) => ({
  id,
  kind: 'BOOTH' as const,
  label: id,
  x,
  y,
  w: 10,
  h: 10,
});
const LAYOUT: BoothMapLayout = {
  width_ft: 100,
  height_ft: 60,
  items: [
    booth('A1', 0),
    booth('A2', 10),
    { ...booth('B1', 30), w: 20 },
    { id: 'aisle', kind: 'AISLE', label: 'Main aisle', x: 0, y: 20, w: 100, h: 10 },
    { id: 'gate', kind: 'LANDMARK', label: 'Entrance', x: 90, y: 50, w: 10, h: 10, landmark: 'ENTRANCE' },
  ],
};

async function marketWithMap() {
  const world = await managerWithMarket(t);
  const saved = await world.manager.api('PUT', mapUrl(world.market.id), { layout: LAYOUT, version: 0 });
  expect(saved.statusCode).toBe(200);
  return world;
}

type Schedule = Partial<typeof vendorSchedules.$inferInsert> & { marketVendorId: string; marketId: string };
const schedule = (values: Schedule) => t.db.insert(vendorSchedules).values({ pattern: 'EVERY', ...values });

describe('the booth map', () => {
  it('starts empty, saves over the version it read, refuses a stale save and an overlap by field', async () => {
    const { manager, market } = await managerWithMarket(t);
    expect((await manager.api('GET', mapUrl(market.id))).json()).toEqual({
      layout: { width_ft: 100, height_ft: 60, items: [] },
      version: 0,
      updated_at: null,
    });
    const first = await manager.api('PUT', mapUrl(market.id), { layout: LAYOUT, version: 0 });
    expect(first.json()).toEqual({
      message: BOOTH_MAP_MESSAGES.saved,
      data: { layout: LAYOUT, version: 1, updated_at: '2026-11-20T20:00:00.000Z' },
    });
    // A second device that also read version 0 does not overwrite the first save, nor does a later stale one.
    const again = await manager.api('PUT', mapUrl(market.id), {
      layout: { ...LAYOUT, items: [] },
      version: 0,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe(BOOTH_MAP_MESSAGES.stale);
    expect(
      (await manager.api('PUT', mapUrl(market.id), { layout: LAYOUT, version: 1 })).json().data.version,
    ).toBe(2);
    expect((await manager.api('PUT', mapUrl(market.id), { layout: LAYOUT, version: 1 })).statusCode).toBe(
      409,
    );
    expect((await manager.api('GET', mapUrl(market.id))).json()).toMatchObject({
      layout: LAYOUT,
      version: 2,
    });

    const overlap = await manager.api('PUT', mapUrl(market.id), {
      layout: { ...LAYOUT, items: [booth('A1', 0), booth('A2', 5)] },
      version: 2,
    });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().errors).toEqual([
      expect.objectContaining({ path: 'layout.items.1.x', message: BOOTH_MAP_MESSAGES.overlap('A1', 'A2') }),
    ]);
    expect((await manager.api('GET', mapUrl(market.id))).json().version).toBe(2);
  });

  it('gives each scheduled vendor their default booth or the date’s move; refuses a booth someone stands at', async () => {
    const { manager, market, vendors } = await marketWithMap();
    const { producer, reseller, service } = vendors;
    // The producer comes every week at A1; the baker and the knife sharpener share A2 on alternate weeks.
    await schedule({ marketVendorId: producer.market_vendor_id, marketId: market.id, defaultBoothId: 'A1' });
    for (const [v, anchorDate] of [
      [reseller, SAT1],
      [service, SAT2],
    ] as const)
      await schedule({
        marketVendorId: v.market_vendor_id,
        marketId: market.id,
        pattern: 'ALTERNATE',
        anchorDate,
        defaultBoothId: 'A2',
      });
    const day = async (date: string) => (await manager.api('GET', dayUrl(market.id, date))).json();
    const row = (v: typeof producer, booth_id: string | null, source: 'DEFAULT' | 'DATE') => ({
      market_vendor_id: v.market_vendor_id,
      vendor_id: v.id,
      business_name: v.business_name,
      booth_id,
      source,
    });
    // Two vendors alternating weeks on one default booth are no conflict: only the vendors scheduled count.
    expect(await day(SAT1)).toEqual({
      date: SAT1,
      assignments: [row(producer, 'A1', 'DEFAULT'), row(reseller, 'A2', 'DEFAULT')],
    });
    expect((await day(SAT2)).assignments).toEqual([
      row(producer, 'A1', 'DEFAULT'),
      row(service, 'A2', 'DEFAULT'),
    ]);

    const move = (v: typeof producer, booth_id: string | null, date = SAT2) =>
      manager.api('PUT', `${dayUrl(market.id, date)}/${v.market_vendor_id}`, { booth_id });
    // A1 is the producer's by default on the 28th.
    const taken = await move(service, 'A1');
    expect(taken.statusCode).toBe(409);
    expect(taken.json().detail).toBe(BOOTH_MAP_MESSAGES.boothTaken('A1', producer.business_name, SAT2));
    // The producer moves to B1 for the 28th; A1 is free that date, and the sharpener takes it.
    expect((await move(producer, 'B1')).json()).toEqual({
      message: BOOTH_MAP_MESSAGES.assigned,
      data: row(producer, 'B1', 'DATE'),
    });
    expect((await move(service, 'A1')).json().data).toEqual(row(service, 'A1', 'DATE'));
    // Now A1 is the sharpener's by a move: the producer cannot go back to it that date.
    const back = await move(producer, 'A1');
    expect(back.statusCode).toBe(409);
    expect(back.json().detail).toBe(BOOTH_MAP_MESSAGES.boothTaken('A1', service.business_name, SAT2));
    expect((await day(SAT2)).assignments).toEqual([row(producer, 'B1', 'DATE'), row(service, 'A1', 'DATE')]);
    // The 21st is untouched, and the moves are what every part of the season reads.
    const booths = await boothsOn({ db: t.db, marketId: market.id, dates: [SAT1, SAT2] });
    expect(Object.fromEntries([...(booths.get(SAT2) ?? [])].map(([id, b]) => [id, b]))).toEqual({
      [producer.market_vendor_id]: { id: 'B1', label: 'B1', size: '20x10' },
      [service.market_vendor_id]: { id: 'A1', label: 'A1', size: '10x10' },
    });
    expect(booths.get(SAT1)?.get(reseller.market_vendor_id)).toEqual({
      id: 'A2',
      label: 'A2',
      size: '10x10',
    });
    expect(booths.get(SAT1)?.has(service.market_vendor_id)).toBe(false);

    // No booth for a date; then back at one's default booth is no move at all (the date's row is gone).
    expect((await move(service, null)).json().data).toEqual(row(service, null, 'DATE'));
    expect((await move(producer, 'A1')).json().data).toEqual(row(producer, 'A1', 'DEFAULT'));
    const rows = await t.db.select().from(boothAssignments);
    expect(rows.map((r) => [r.marketVendorId, r.boothId])).toEqual([[service.market_vendor_id, null]]);

    const missing = await move(producer, 'Z9');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      expect.objectContaining({ path: 'booth_id', message: BOOTH_MAP_MESSAGES.boothMissing('Z9') }),
    ]);
    // An aisle is no booth either; a Sunday is no market day.
    expect((await move(producer, 'aisle')).statusCode).toBe(400);
    const sunday = await move(producer, 'B1', '2026-11-22');
    expect(sunday.statusCode).toBe(400);
    expect(sunday.json().errors[0]).toMatchObject({
      path: 'date',
      message: SEASON_MESSAGES.notMarketDay('2026-11-22'),
    });
  });

  it('is drawn by owners and co-managers, read and assigned by staff, not found by another account', async () => {
    const { manager, market, vendors } = await marketWithMap();
    const asStaff = (role: 'STAFF' | 'CO_MANAGER') =>
      signedInStaff(t, { managerId: manager.manager.id, role, marketIds: [market.id] });
    const staff = await asStaff('STAFF');
    expect((await staff.api('GET', mapUrl(market.id))).json().version).toBe(1);
    expect((await staff.api('PUT', mapUrl(market.id), { layout: LAYOUT, version: 1 })).statusCode).toBe(403);
    const moved = await staff.api('PUT', `${dayUrl(market.id, SAT1)}/${vendors.producer.market_vendor_id}`, {
      booth_id: 'B1',
    });
    expect(moved.statusCode).toBe(200);
    const coManager = await asStaff('CO_MANAGER');
    expect((await coManager.api('PUT', mapUrl(market.id), { layout: LAYOUT, version: 1 })).statusCode).toBe(
      200,
    );

    const stranger = await signedInManager(t);
    const theirs = await createMarket(stranger, { name: 'Elsewhere' });
    expect((await stranger.api('GET', mapUrl(market.id))).statusCode).toBe(404);
    expect((await stranger.api('PUT', mapUrl(market.id), { layout: LAYOUT, version: 2 })).statusCode).toBe(
      404,
    );
    expect((await stranger.api('GET', dayUrl(market.id, SAT1))).statusCode).toBe(404);
    // Their own market, someone else's vendor.
    const foreign = await stranger.api(
      'PUT',
      `${dayUrl(theirs.id, SAT1)}/${vendors.producer.market_vendor_id}`,
      {
        booth_id: null,
      },
    );
    expect(foreign.statusCode).toBe(404);
    expect((await stranger.api('GET', `${mapUrl(market.id)}/pdf?date=${SAT1}`)).statusCode).toBe(404);
  });

  it('prints the date’s map with a legend of vendors by booth, and shows each vendor their next booth', async () => {
    const { manager, market, vendors } = await marketWithMap();
    await schedule({
      marketVendorId: vendors.producer.market_vendor_id,
      marketId: market.id,
      defaultBoothId: 'A1',
    });
    await schedule({
      marketVendorId: vendors.reseller.market_vendor_id,
      marketId: market.id,
      defaultBoothId: 'B1',
    });
    const pdf = await manager.api('GET', `${mapUrl(market.id)}/pdf?date=${SAT1}`);
    const text = await pdfAnswerText(pdf);
    expect(text).toContain(market.name);
    expect(text).toContain('Booth map · 11/21/2026');
    expect(text).toMatch(/A1\s+Green Valley Produce/);
    expect(text).toMatch(/B1\s+Rise & Shine Bakery/);
    expect(text).toContain('Entrance');
    expect(text).not.toContain('Knife Sharpening Sam');
    const cancelled = await manager.api('PUT', `/market-managers/markets/${market.id}/dates/${SAT2}`, {
      status: 'CANCELLED',
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await manager.api('GET', `${mapUrl(market.id)}/pdf?date=${SAT2}`)).statusCode).toBe(400);

    // The vendor with an account sells here on alternate weeks from the 28th: the 28th is cancelled, so their next
    // date is 12 December, at their default booth A2; at a market without a map they have no booth.
    const vendor = await signedInVendor(t);
    const [link] = await t.db
      .insert(marketVendors)
      .values({ marketId: market.id, vendorId: vendor.vendor.id })
      .returning();
    await schedule({
      marketVendorId: link!.id,
      marketId: market.id,
      pattern: 'ALTERNATE',
      anchorDate: SAT2,
      defaultBoothId: 'A2',
    });
    const bare = await createMarket(manager, { name: 'Bare Lot' });
    await t.db.insert(marketVendors).values({ marketId: bare.id, vendorId: vendor.vendor.id });
    const mine = await vendor.api('GET', '/vendors/self/booths');
    expect(mine.json()).toEqual([
      { market_id: bare.id, market_name: 'Bare Lot', date: SAT1, booth: null, layout: null },
      {
        market_id: market.id,
        market_name: market.name,
        date: '2026-12-12',
        booth: { id: 'A2', label: 'A2', size: '10x10' },
        layout: LAYOUT,
      },
    ]);
  });
});
