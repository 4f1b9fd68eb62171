import { DEFAULT_DROP_DEADLINE_HOURS, SCHEDULE_MESSAGES } from '@marketday/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createClock } from '../../../../test/build-test-app';
import { clientFor } from '../../../../test/clients';
import { columns } from '../../../../test/columns';
import { insertStaff, insertVendorUser } from '../../../../test/factories';
import { createMarket, signedInManager } from '../../../../test/market-fixtures';
import { useTestApp } from '../../../../test/use-test-app';
import { boothMaps, dateRequests, markets, marketVendors, vendorSchedules } from '../../../db/schema';

// Friday 20 November 2026, noon in California. The markets are held on Saturdays from 08:00; the deadline is 48
// hours before the market opens, so Saturday the 21st is closed to changes and the 28th is open.
const t = useTestApp(() => ({ clock: createClock(new Date('2026-11-20T20:00:00Z')) }));

const TOMORROW = '2026-11-21';
const NEXT_WEEK = '2026-11-28';
const IN_TWO_WEEKS = '2026-12-05';
const IN_THREE_WEEKS = '2026-12-12';
const IN_FOUR_WEEKS = '2026-12-19';

const vendorDates = (marketId: string) => `/vendors/self/markets/${marketId}/dates`;
const requestsOf = (marketId: string) => `/market-managers/markets/${marketId}/date-requests`;
const settingsOf = (marketId: string) => `/market-managers/markets/${marketId}/season-settings`;

type Manager = Awaited<ReturnType<typeof signedInManager>>;

// A vendor with an account who sells at the market; `pattern` PICKED with no dates: on no date until one is added.
async function vendorAt(marketId: string, pattern?: 'PICKED' | 'ALTERNATE') {
  const { user, vendor } = await insertVendorUser(t.db);
  const [mv] = await t.db.insert(marketVendors).values({ marketId, vendorId: vendor.id }).returning();
  if (!mv) throw new Error('market vendor not inserted');
  if (pattern)
    await t.db.insert(vendorSchedules).values({
      marketVendorId: mv.id,
      marketId,
      pattern,
      anchorDate: pattern === 'ALTERNATE' ? TOMORROW : null,
      defaultBoothId: 'b1',
    });
  const { api } = await clientFor(t, user.username);
  const change = (date: string, action: 'DROP' | 'REQUEST' | 'WITHDRAW') =>
    api('PUT', `${vendorDates(marketId)}/${date}`, { action });
  const dates = async () => (await api('GET', vendorDates(marketId))).json();
  const inbox = async () =>
    (await api('GET', '/notifications')).json().data.map((n: { title: string }) => n.title) as string[];
  return { user, vendor, marketVendorId: mv.id, api, change, dates, inbox };
}

async function mapWithBooths(marketId: string, count: number) {
  const items = Array.from({ length: count }, (_, i) => ({
    id: `b${i + 1}`,
    kind: 'BOOTH' as const,
    label: `A${i + 1}`,
    x: i * 10,
    y: 0,
    w: 10,
    h: 10,
  }));
  await t.db.insert(boothMaps).values({ marketId, layout: { width_ft: 100, height_ft: 50, items } });
}

async function decide(
  manager: Manager,
  marketId: string,
  requestId: string,
  status: 'APPROVED' | 'DECLINED',
) {
  return manager.api('PUT', `${requestsOf(marketId)}/${requestId}`, { status });
}

describe("the vendor's dates", () => {
  it('lists a year of dates from today at the market, each with what it is to the vendor', async () => {
    const manager = await signedInManager(t);
    const market = await createMarket(manager);
    await t.db
      .update(markets)
      .set({ publicRules: 'Two absences end a season.' })
      .where(eq(markets.id, market.id));
    await mapWithBooths(market.id, 2);
    await manager.api('PUT', `/market-managers/markets/${market.id}/dates/${IN_TWO_WEEKS}`, {
      status: 'CANCELLED',
      note: 'Parade',
    });
    // Every other Saturday from tomorrow: the 21st, (5th cancelled), the 19th…
    const vendor = await vendorAt(market.id, 'ALTERNATE');
    const other = await vendorAt(market.id, 'PICKED');

    expect((await vendor.change(NEXT_WEEK, 'REQUEST')).json()).toEqual({
      message: SCHEDULE_MESSAGES.requested(NEXT_WEEK),
      data: {
        date: NEXT_WEEK,
        status: 'REQUESTED',
        note: null,
        booth: null,
        can_change: true,
        waitlist_position: null,
      },
    });
    expect((await vendor.change(IN_FOUR_WEEKS, 'DROP')).json().data.status).toBe('DROPPED');
    // Two in line on the 12th: the other vendor asked first.
    await t.db.insert(dateRequests).values([
      {
        marketId: market.id,
        marketVendorId: other.marketVendorId,
        vendorId: other.vendor.id,
        date: IN_THREE_WEEKS,
        status: 'WAITLISTED',
        createdAt: new Date('2026-11-01T00:00:00Z'),
      },
      {
        marketId: market.id,
        marketVendorId: vendor.marketVendorId,
        vendorId: vendor.vendor.id,
        date: IN_THREE_WEEKS,
        status: 'WAITLISTED',
        createdAt: new Date('2026-11-02T00:00:00Z'),
      },
    ]);

    const answer = await vendor.dates();
    expect(answer).toMatchObject({
      market_id: market.id,
      market_name: 'Downtown Farmers Market',
      drop_deadline_hours: DEFAULT_DROP_DEADLINE_HOURS,
      rules: 'Two absences end a season.',
    });
    // Through the same day a year on: 53 Saturdays.
    expect(answer.dates).toHaveLength(53);
    expect(answer.dates.at(-1).date).toBe('2027-11-20');
    expect(answer.dates.slice(0, 6)).toEqual([
      {
        date: TOMORROW,
        status: 'SCHEDULED',
        note: null,
        booth: { id: 'b1', label: 'A1', size: '10x10' },
        can_change: false,
        waitlist_position: null,
      },
      expect.objectContaining({ date: NEXT_WEEK, status: 'REQUESTED', can_change: true }),
      {
        date: IN_TWO_WEEKS,
        status: 'CANCELLED',
        note: 'Parade',
        booth: null,
        can_change: false,
        waitlist_position: null,
      },
      expect.objectContaining({ date: IN_THREE_WEEKS, status: 'WAITLISTED', waitlist_position: 2 }),
      expect.objectContaining({ date: IN_FOUR_WEEKS, status: 'DROPPED', booth: null }),
      expect.objectContaining({ date: '2026-12-26', status: 'NOT_SCHEDULED', can_change: true }),
    ]);
    expect((await other.dates()).dates[3]).toMatchObject({ status: 'WAITLISTED', waitlist_position: 1 });

    // A vendor who does not sell at the market reaches nothing there.
    const stranger = await vendorAt((await createMarket(manager, { name: 'Elsewhere' })).id);
    expect((await stranger.api('GET', vendorDates(market.id))).statusCode).toBe(404);
    const put = await stranger.api('PUT', `${vendorDates(market.id)}/${NEXT_WEEK}`, { action: 'REQUEST' });
    expect(put.statusCode).toBe(404);
  });

  it('takes changes until the deadline before the opening, on the clock of the market', async () => {
    const manager = await signedInManager(t);
    const california = await createMarket(manager);
    const vendor = await vendorAt(california.id);

    const late = await vendor.change(TOMORROW, 'DROP');
    expect(late.statusCode).toBe(400);
    expect(late.json().errors).toEqual([
      { path: 'date', message: SCHEDULE_MESSAGES.pastDeadline(TOMORROW, DEFAULT_DROP_DEADLINE_HOURS) },
    ]);
    // Tomorrow opens at 16:00 UTC: 20 hours ahead is now, already too late; 19 hours leaves an hour.
    expect((await manager.api('PUT', settingsOf(california.id), { drop_deadline_hours: 20 })).json()).toEqual(
      {
        message: SCHEDULE_MESSAGES.settingsSaved,
        data: { drop_deadline_hours: 20 },
      },
    );
    expect((await vendor.change(TOMORROW, 'DROP')).statusCode).toBe(400);
    await manager.api('PUT', settingsOf(california.id), { drop_deadline_hours: 19 });
    const dropped = await vendor.change(TOMORROW, 'DROP');
    expect(dropped.json()).toMatchObject({
      message: SCHEDULE_MESSAGES.dropped(TOMORROW),
      data: { status: 'DROPPED' },
    });
    const again = await vendor.change(TOMORROW, 'DROP');
    expect(again.json().errors).toEqual([
      { path: 'date', message: SCHEDULE_MESSAGES.notScheduled(TOMORROW) },
    ]);
    // A Friday is no market date.
    const friday = await vendor.change('2026-11-27', 'REQUEST');
    expect(friday.json().errors[0]).toMatchObject({
      path: 'date',
      message: SCHEDULE_MESSAGES.notOpenDate('2026-11-27'),
    });

    // On Kiritimati (UTC+14) Saturday's market opened at 18:00 UTC on Friday, two hours ago.
    const pacific = await createMarket(manager, { name: 'Line Islands', time_zone: 'Pacific/Kiritimati' });
    await manager.api('PUT', settingsOf(pacific.id), { drop_deadline_hours: 0 });
    const islander = await vendorAt(pacific.id);
    const closed = await islander.change(TOMORROW, 'DROP');
    expect(closed.json().detail).toBe(SCHEDULE_MESSAGES.pastDeadline(TOMORROW, 0));
    const dates = await islander.dates();
    expect(dates.dates[0]).toMatchObject({ date: TOMORROW, can_change: false });
    expect(dates.dates[1]).toMatchObject({ date: NEXT_WEEK, can_change: true });
  });
});

describe('requests and the waitlist', () => {
  it('waitlists when the booths are full, in the order asked, and a drop gives the place to the first in line', async () => {
    const manager = await signedInManager(t);
    const market = await createMarket(manager);
    await mapWithBooths(market.id, 1);
    const regular = await vendorAt(market.id); // on every date: the one booth is taken
    const first = await vendorAt(market.id, 'PICKED');
    const second = await vendorAt(market.id, 'PICKED');
    const third = await vendorAt(market.id, 'PICKED');
    for (const vendor of [first, second, third]) {
      expect((await vendor.change(NEXT_WEEK, 'REQUEST')).statusCode).toBe(200);
      t.clock.advance(60_000);
    }
    const pending = (await manager.api('GET', `${requestsOf(market.id)}?status=PENDING`)).json();
    expect(pending.map((r: { business_name: string }) => r.business_name)).toEqual(
      [first, second, third].map((v) => v.vendor.businessName),
    );
    const [a, b, c] = pending.map((r: { id: string }) => r.id);

    // Answered out of order, the line still follows when each vendor asked.
    const later = await decide(manager, market.id, b, 'APPROVED');
    expect(later.json()).toMatchObject({
      message: SCHEDULE_MESSAGES.waitlisted(NEXT_WEEK, 1),
      data: { id: b, status: 'WAITLISTED', waitlist_position: 1 },
    });
    expect((await decide(manager, market.id, a, 'APPROVED')).json().message).toBe(
      SCHEDULE_MESSAGES.waitlisted(NEXT_WEEK, 1),
    );
    const line = (await manager.api('GET', `${requestsOf(market.id)}?status=WAITLISTED`)).json();
    expect(columns(line, 'id', 'waitlist_position')).toEqual([
      [a, 1],
      [b, 2],
    ]);
    expect((await decide(manager, market.id, c, 'DECLINED')).json().data.status).toBe('DECLINED');
    expect(await third.inbox()).toEqual([SCHEDULE_MESSAGES.requestDeclinedNotice(NEXT_WEEK)]);
    const twice = await decide(manager, market.id, c, 'APPROVED');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe(SCHEDULE_MESSAGES.requestDecided);
    expect((await decide(manager, market.id, b, 'APPROVED')).json().detail).toBe(
      SCHEDULE_MESSAGES.stillFull(NEXT_WEEK),
    );

    // The regular vendor drops: the first in line is scheduled and told; the second moves up.
    expect((await regular.change(NEXT_WEEK, 'DROP')).statusCode).toBe(200);
    expect((await first.dates()).dates[1]).toMatchObject({ date: NEXT_WEEK, status: 'SCHEDULED' });
    expect(await first.inbox()).toEqual([SCHEDULE_MESSAGES.boothOpened(NEXT_WEEK)]);
    expect((await second.dates()).dates[1]).toMatchObject({ status: 'WAITLISTED', waitlist_position: 1 });
    expect(await second.inbox()).toEqual([]);
    const all = (await manager.api('GET', requestsOf(market.id))).json();
    expect(columns(all, 'status', 'waitlist_position')).toEqual([
      ['APPROVED', null],
      ['WAITLISTED', 1],
      ['DECLINED', null],
    ]);
  });

  it('withdraws, approves without a map, and keeps each market to its own people', async () => {
    const manager = await signedInManager(t);
    const market = await createMarket(manager);
    const vendor = await vendorAt(market.id, 'PICKED');

    await vendor.change(NEXT_WEEK, 'REQUEST');
    await vendor.change(NEXT_WEEK, 'REQUEST');
    expect((await manager.api('GET', requestsOf(market.id))).json()).toHaveLength(1);
    const withdrawn = await vendor.change(NEXT_WEEK, 'WITHDRAW');
    expect(withdrawn.json()).toMatchObject({
      message: SCHEDULE_MESSAGES.withdrawn(NEXT_WEEK),
      data: { status: 'NOT_SCHEDULED' },
    });
    expect((await vendor.change(NEXT_WEEK, 'WITHDRAW')).json().detail).toBe(SCHEDULE_MESSAGES.noRequest);

    await vendor.change(NEXT_WEEK, 'REQUEST');
    const [open] = (await manager.api('GET', `${requestsOf(market.id)}?status=PENDING`)).json();

    // Staff read the requests and the deadline, and change neither.
    const { user: staffUser } = await insertStaff(t.db, {
      managerId: manager.manager.id,
      role: 'STAFF',
      marketIds: [market.id],
    });
    const staff = await clientFor(t, staffUser.username);
    expect((await staff.api('GET', requestsOf(market.id))).json()).toHaveLength(2);
    expect((await staff.api('GET', settingsOf(market.id))).json()).toEqual({ drop_deadline_hours: 48 });
    expect(
      (await staff.api('PUT', `${requestsOf(market.id)}/${open.id}`, { status: 'APPROVED' })).statusCode,
    ).toBe(403);
    expect((await staff.api('PUT', settingsOf(market.id), { drop_deadline_hours: 1 })).statusCode).toBe(403);

    // Another account's manager finds neither the market nor the request.
    const outsider = await signedInManager(t);
    const theirs = await createMarket(outsider);
    expect((await outsider.api('GET', requestsOf(market.id))).statusCode).toBe(404);
    expect((await decide(outsider, theirs.id, open.id, 'APPROVED')).statusCode).toBe(404);
    expect((await outsider.api('GET', settingsOf(market.id))).statusCode).toBe(404);

    const approved = await decide(manager, market.id, open.id, 'APPROVED');
    expect(approved.json()).toMatchObject({
      message: SCHEDULE_MESSAGES.approved(NEXT_WEEK),
      data: { status: 'APPROVED', waitlist_position: null },
    });
    expect((await vendor.dates()).dates[1]).toMatchObject({ date: NEXT_WEEK, status: 'SCHEDULED' });
    expect(await vendor.inbox()).toEqual([SCHEDULE_MESSAGES.requestApprovedNotice(NEXT_WEEK)]);
    expect((await vendor.change(NEXT_WEEK, 'REQUEST')).json().errors).toEqual([
      { path: 'date', message: SCHEDULE_MESSAGES.alreadyScheduled(NEXT_WEEK) },
    ]);
    expect((await manager.api('PUT', settingsOf(market.id), { drop_deadline_hours: 721 })).statusCode).toBe(
      400,
    );
  });
});
