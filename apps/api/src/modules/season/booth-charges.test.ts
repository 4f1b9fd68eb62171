import type { Attendance, Balances, BoothMapLayout } from '@marketday/shared';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createClock } from '../../../test/build-test-app';
import { clientFor } from '../../../test/clients';
import { insertVendorUser } from '../../../test/factories';
import { type ManagerClient, managerWithMarket } from '../../../test/market-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { marketVendors, vendorCharges } from '../../db/schema';

// docs/season.md "Booth fees": when the season charges them. Saturday 21 November 2026, noon in California: the
// market (Saturdays, year-round, Los Angeles) is held today; 11/14 is past, 11/28 and on are to come.
const t = useTestApp(() => ({ clock: createClock(new Date('2026-11-21T20:00:00Z')) }));

const TODAY = '2026-11-21';
const LAST_WEEK = '2026-11-14';
const NEXT_WEEK = '2026-11-28';
const IN_TWO_WEEKS = '2026-12-05';
const IN_THREE_WEEKS = '2026-12-12';
// Saturdays from today through the same day a year on (2027-11-21 is a Sunday): 53.
const SATURDAYS_AHEAD = 53;

const booth = (id: string, x: number, w = 10) => ({
  id,
  kind: 'BOOTH' as const,
  label: id,
  x,
  y: 0,
  w,
  h: 10,
});
const LAYOUT: BoothMapLayout = {
  width_ft: 100,
  height_ft: 60,
  items: [booth('A1', 0), booth('A2', 10), booth('A3', 20), booth('B1', 40, 20)],
};
const RATES = [
  { size: '10x10', amount: 25.1 },
  { size: '20x10', amount: 40 },
];

async function market() {
  const world = await managerWithMarket(t);
  const { manager } = world;
  const id = world.market.id;
  const base = `/market-managers/markets/${id}`;
  expect((await manager.api('PUT', `${base}/booth-map`, { layout: LAYOUT, version: 0 })).statusCode).toBe(
    200,
  );
  const ok = async (method: 'PUT' | 'GET', url: string, body?: object) => {
    const response = await manager.api(method, url, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  return {
    ...world,
    fees: (basis: string, charge_on: string) =>
      ok('PUT', `${base}/booth-fees`, { basis, charge_on, rates: RATES }),
    schedule: (marketVendorId: string, body: object) =>
      ok('PUT', `${base}/schedules/${marketVendorId}`, body),
    mark: (marketVendorId: string, date: string, status: string) =>
      ok('PUT', `${base}/dates/${date}/attendance/${marketVendorId}`, { status }),
    attendance: (date: string) => ok('GET', `${base}/dates/${date}/attendance`) as Promise<Attendance[]>,
    changeDate: (date: string, status: string) => ok('PUT', `${base}/dates/${date}`, { status }),
  };
}

/** The vendor's booth charges: "date kind cents", by date. */
async function chargesOf(marketVendorId: string) {
  const rows = await t.db
    .select()
    .from(vendorCharges)
    .where(eq(vendorCharges.marketVendorId, marketVendorId))
    .orderBy(asc(vendorCharges.date));
  return rows.map((r) => `${r.date} ${r.kind} ${r.amountCents}`);
}

async function chargedTotal(manager: ManagerClient, marketId: string, vendorId: string) {
  const response = await manager.api('GET', `/market-managers/markets/${marketId}/balances`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as Balances).balances.find((b) => b.vendor_id === vendorId)?.charged_total ?? 0;
}

describe('booth fees charged from attendance', () => {
  it('PER_DAY on a present mark: the booth of the day is charged once, taken back by ABSENT or EXPECTED', async () => {
    const { manager, market: m, vendors, ...world } = await market();
    const producer = vendors.producer.market_vendor_id;
    await world.fees('PER_DAY', 'PRESENT');
    await world.schedule(producer, { pattern: 'EVERY', default_booth_id: 'A1' });
    // Charged on marks only: a schedule books nothing.
    expect(await chargesOf(producer)).toEqual([]);
    // The attendance list carries each vendor's booth label that day.
    const sheet = await world.attendance(TODAY);
    expect(sheet.map((a) => [a.business_name, a.booth])).toEqual([
      ['Green Valley Produce', 'A1'],
      ['Knife Sharpening Sam', null],
      ['Rise & Shine Bakery', null],
    ]);

    const present = await world.mark(producer, TODAY, 'PRESENT');
    expect(present.data).toMatchObject({ status: 'PRESENT', booth: 'A1' });
    expect(await chargedTotal(manager, m.id, vendors.producer.id)).toBe(25.1);
    // The outbox replays the same mark: one charge still.
    await world.mark(producer, TODAY, 'PRESENT');
    await world.mark(producer, TODAY, 'LATE');
    expect(await chargesOf(producer)).toEqual([`${TODAY} BOOTH_DAY 2510`]);
    await world.mark(producer, TODAY, 'ABSENT');
    expect(await chargesOf(producer)).toEqual([]);
    expect(await chargedTotal(manager, m.id, vendors.producer.id)).toBe(0);
    await world.mark(producer, LAST_WEEK, 'LATE');
    await world.mark(producer, TODAY, 'PRESENT');
    await world.mark(producer, TODAY, 'EXPECTED');
    expect(await chargesOf(producer)).toEqual([`${LAST_WEEK} BOOTH_DAY 2510`]);
  });

  it('PER_SEASON on present marks: one charge for two dates, moved when its date is taken back', async () => {
    const { vendors, ...world } = await market();
    const producer = vendors.producer.market_vendor_id;
    await world.fees('PER_SEASON', 'PRESENT');
    await world.schedule(producer, { pattern: 'EVERY', default_booth_id: 'B1' });
    await world.mark(producer, LAST_WEEK, 'PRESENT');
    await world.mark(producer, TODAY, 'LATE');
    expect(await chargesOf(producer)).toEqual([`${LAST_WEEK} BOOTH_SEASON 4000`]);
    await world.mark(producer, LAST_WEEK, 'ABSENT');
    expect(await chargesOf(producer)).toEqual([`${TODAY} BOOTH_SEASON 4000`]);
    await world.mark(producer, TODAY, 'EXPECTED');
    expect(await chargesOf(producer)).toEqual([]);
  });
});

describe('an id sent in capitals', () => {
  it('marks the same scheduled vendor as the id in lower case: their booth is charged, their coming days kept', async () => {
    const { vendors, ...world } = await market();
    const producer = vendors.producer.market_vendor_id;
    const shouted = producer.toUpperCase();
    await world.fees('PER_DAY', 'PRESENT');
    await world.schedule(producer, { pattern: 'EVERY', default_booth_id: 'A1' });
    // Not a walk-in without a booth: the vendor scheduled at A1.
    expect((await world.mark(shouted, TODAY, 'PRESENT')).data).toMatchObject({ walk_in: false, booth: 'A1' });
    expect(await chargesOf(producer)).toEqual([`${TODAY} BOOTH_DAY 2510`]);
    await world.mark(shouted, TODAY, 'EXPECTED');

    // Charged from schedules: a mark taken back books the vendor's coming days again, and must not drop them.
    await world.fees('PER_DAY', 'SCHEDULED');
    expect(await chargesOf(producer)).toHaveLength(SATURDAYS_AHEAD);
    await world.mark(shouted, TODAY, 'ABSENT');
    await world.mark(shouted, TODAY, 'EXPECTED');
    expect(await chargesOf(producer)).toHaveLength(SATURDAYS_AHEAD);
  });
});

describe('booth fees charged from schedules', () => {
  it('books every coming date scheduled with a booth and follows drops, cancellations, walk-ins and the settings', async () => {
    const { manager, market: m, vendors, ...world } = await market();
    const producer = vendors.producer.market_vendor_id;
    const reseller = vendors.reseller.market_vendor_id;
    const service = vendors.service.market_vendor_id;
    // A past charge from a present mark: nothing below changes it.
    await world.fees('PER_DAY', 'PRESENT');
    await world.schedule(producer, { pattern: 'EVERY', default_booth_id: 'A1' });
    await world.mark(producer, LAST_WEEK, 'PRESENT');
    const past = `${LAST_WEEK} BOOTH_DAY 2510`;

    await world.fees('NONE', 'SCHEDULED');
    await world.schedule(reseller, {
      pattern: 'PICKED',
      picked_dates: [NEXT_WEEK, IN_TWO_WEEKS],
      default_booth_id: 'A2',
    });
    expect(await chargesOf(producer)).toEqual([past]);
    expect(await chargesOf(reseller)).toEqual([]);

    // From NONE to PER_DAY: every coming date scheduled with a booth is booked at once.
    await world.fees('PER_DAY', 'SCHEDULED');
    const producerCharges = await chargesOf(producer);
    expect(producerCharges).toHaveLength(1 + SATURDAYS_AHEAD);
    expect(producerCharges.slice(0, 3)).toEqual([
      past,
      `${TODAY} BOOTH_DAY 2510`,
      `${NEXT_WEEK} BOOTH_DAY 2510`,
    ]);
    expect(producerCharges.at(-1)).toBe('2027-11-20 BOOTH_DAY 2510');
    expect(await chargesOf(reseller)).toEqual([
      `${NEXT_WEEK} BOOTH_DAY 2510`,
      `${IN_TWO_WEEKS} BOOTH_DAY 2510`,
    ]);
    // No booth, no charge.
    expect(await chargesOf(service)).toEqual([]);

    // A vendor's schedule saved books their dates; their drop removes that date's charge.
    const { user, vendor } = await insertVendorUser(t.db);
    const [joined] = await t.db
      .insert(marketVendors)
      .values({ marketId: m.id, vendorId: vendor.id })
      .returning();
    const own = joined?.id as string;
    await world.schedule(own, {
      pattern: 'PICKED',
      picked_dates: [NEXT_WEEK, IN_THREE_WEEKS],
      default_booth_id: 'B1',
    });
    expect(await chargesOf(own)).toEqual([`${NEXT_WEEK} BOOTH_DAY 4000`, `${IN_THREE_WEEKS} BOOTH_DAY 4000`]);
    const { api } = await clientFor(t, user.username);
    const dropped = await api('PUT', `/vendors/self/markets/${m.id}/dates/${NEXT_WEEK}`, { action: 'DROP' });
    expect(dropped.statusCode, dropped.body).toBe(200);
    expect(await chargesOf(own)).toEqual([`${IN_THREE_WEEKS} BOOTH_DAY 4000`]);

    // A date cancelled charges nobody; a past date cancelled keeps its charge; a date put back is charged again.
    await world.changeDate(IN_TWO_WEEKS, 'CANCELLED');
    await world.changeDate(LAST_WEEK, 'CANCELLED');
    expect(await chargesOf(reseller)).toEqual([`${NEXT_WEEK} BOOTH_DAY 2510`]);
    const afterCancel = await chargesOf(producer);
    expect(afterCancel).toHaveLength(SATURDAYS_AHEAD);
    expect(afterCancel[0]).toBe(past);
    expect(afterCancel).not.toContain(`${IN_TWO_WEEKS} BOOTH_DAY 2510`);
    await world.changeDate(IN_TWO_WEEKS, 'SCHEDULED');
    expect(await chargesOf(reseller)).toHaveLength(2);
    expect(await chargedTotal(manager, m.id, vendors.reseller.id)).toBe(50.2);

    // A walk-in took a booth: charged whatever the setting, kept when the settings are saved again, and taken
    // back with the mark. Their picked date with a booth is charged as scheduled.
    await world.schedule(service, {
      pattern: 'PICKED',
      picked_dates: [IN_THREE_WEEKS],
      default_booth_id: 'A3',
    });
    expect(await chargesOf(service)).toEqual([`${IN_THREE_WEEKS} BOOTH_DAY 2510`]);
    const walkIn = await world.mark(service, TODAY, 'PRESENT');
    expect(walkIn.data).toMatchObject({ walk_in: true, booth: 'A3' });
    await world.fees('PER_DAY', 'SCHEDULED');
    expect(await chargesOf(service)).toEqual([`${TODAY} BOOTH_DAY 2510`, `${IN_THREE_WEEKS} BOOTH_DAY 2510`]);
    await world.mark(service, TODAY, 'EXPECTED');
    expect(await chargesOf(service)).toEqual([`${IN_THREE_WEEKS} BOOTH_DAY 2510`]);

    // Back to charging on marks: the coming dates' charges go, the past one stays.
    await world.fees('PER_DAY', 'PRESENT');
    expect(await chargesOf(producer)).toEqual([past]);
    expect(await chargesOf(own)).toEqual([]);
  });
});
