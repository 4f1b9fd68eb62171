import { SEASON_MESSAGES } from '@marketday/shared';
import { describe, expect, it } from 'vitest';
import { createClock } from '../../../test/build-test-app';
import { bearerApi, inboxOf } from '../../../test/clients';
import { insertStaff, insertVendorUserAt, tokensFor } from '../../../test/factories';
import { createMarket, managerWithMarket, signedInManager } from '../../../test/market-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { managerMailSends } from '../../db/schema';
import { MAIL_BUDGET } from '../notifications/mail-limit';

// Friday 20 November 2026, noon in California: the market (Saturdays, year-round, Los Angeles) is held tomorrow.
const t = useTestApp(() => ({ clock: createClock(new Date('2026-11-20T20:00:00Z')) }));

const dates = (marketId: string) => `/market-managers/markets/${marketId}/dates`;
const LAST_SATURDAY = '2026-11-14';
const NEXT_SATURDAY = '2026-11-21';

async function inboxTitles(username: string) {
  return (await inboxOf(t, username)).map((n: { title: string }) => n.title);
}

describe('market dates', () => {
  it('come from the weekday and the season, this calendar year at the market unless a range is asked', async () => {
    const manager = await signedInManager(t);
    const summer = await createMarket(manager, { season: { start: 4, end: 9 } });
    const spring = await manager.api('GET', `${dates(summer.id)}?start_date=2026-04-01&end_date=2026-06-30`);
    expect(spring.statusCode).toBe(200);
    // May to October: the Saturdays of April are outside the season.
    expect(spring.json().map((d: { date: string }) => d.date)).toEqual([
      '2026-05-02',
      '2026-05-09',
      '2026-05-16',
      '2026-05-23',
      '2026-05-30',
      '2026-06-06',
      '2026-06-13',
      '2026-06-20',
      '2026-06-27',
    ]);
    const yearRound = await createMarket(manager, { name: 'All Year' });
    const year = (await manager.api('GET', dates(yearRound.id))).json();
    expect(year).toHaveLength(52);
    expect(year[0]).toEqual({
      date: '2026-01-03',
      status: 'SCHEDULED',
      note: null,
      scheduled_count: 0,
      present_count: 0,
      absent_count: 0,
      settled_count: 0,
    });
    expect(year.at(-1).date).toBe('2026-12-26');
  });

  it('refuses a range backwards, longer than two years, or with a date that is not one', async () => {
    const { manager, market } = await managerWithMarket(t);
    const ask = (query: string) => manager.api('GET', `${dates(market.id)}?${query}`);
    const backwards = await ask('start_date=2026-06-01&end_date=2026-05-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors).toEqual([
      expect.objectContaining({
        path: 'end_date',
        message: 'Start date must be before or equal to end date',
      }),
    ]);
    const long = await ask('start_date=2026-01-01&end_date=2028-01-02');
    expect(long.statusCode).toBe(400);
    expect(long.json().errors[0]).toMatchObject({ path: 'end_date', message: SEASON_MESSAGES.rangeTooLong });
    expect((await ask('start_date=2026-01-01&end_date=2027-12-31')).statusCode).toBe(200);
    // One end alone is read with the rest of its own year: never a century of dates, never an empty backwards range.
    const since1900 = await ask('start_date=1900-01-01');
    expect(since1900.statusCode).toBe(200);
    expect(since1900.json().map((d: { date: string }) => d.date.slice(0, 4))).toEqual(Array(52).fill('1900'));
    const until2100 = (await ask('end_date=2100-12-31')).json() as { date: string }[];
    expect([until2100.length, until2100[0]?.date]).toEqual([52, '2100-01-02']);
    expect((await ask('start_date=2030-01-01')).json()).toHaveLength(52);
    expect((await ask('start_date=0000-01-01')).statusCode).toBe(400);
    expect((await ask('start_date=2026-02-30')).statusCode).toBe(400);
  });

  it('cancels a date with a note and tells the vendors; puts it back; adds and removes an extra date', async () => {
    const { manager, market } = await managerWithMarket(t);
    const { user } = await insertVendorUserAt(t.db, market.id);
    const url = `${dates(market.id)}/${NEXT_SATURDAY}`;

    const cancelled = await manager.api('PUT', url, { status: 'CANCELLED', note: '  Storm warning  ' });
    expect(cancelled.statusCode).toBe(200);
    // Four vendors: the three the manager keeps (e-mail) and the one with an account (inbox).
    expect(cancelled.json()).toEqual({
      message: '11/21/2026 is cancelled. 4 vendors were told.',
      data: {
        date: NEXT_SATURDAY,
        status: 'CANCELLED',
        note: 'Storm warning',
        scheduled_count: 0,
        present_count: 0,
        absent_count: 0,
        settled_count: 0,
      },
    });
    expect(await inboxTitles(user.username)).toEqual(['Cancelled: 11/21/2026']);
    const mail = await t.sentMail();
    expect(mail.map((m) => m.subject)).toContain('Downtown Farmers Market: Cancelled: 11/21/2026');
    expect(mail.find((m) => m.to === 'producer@example.com')?.text).toContain('Storm warning');

    // Cancelling again (a changed note) tells nobody twice.
    const again = await manager.api('PUT', url, { status: 'CANCELLED', note: 'Storm and flood' });
    expect(again.json().message).toBe('11/21/2026 is cancelled. 0 vendors were told.');
    expect(await inboxTitles(user.username)).toHaveLength(1);

    const listed = await manager.api('GET', `${dates(market.id)}?start_date=2026-11-14&end_date=2026-11-28`);
    expect(listed.json().map((d: { status: string; note: string | null }) => [d.status, d.note])).toEqual([
      ['SCHEDULED', null],
      ['CANCELLED', 'Storm and flood'],
      ['SCHEDULED', null],
    ]);

    const back = await manager.api('PUT', url, { status: 'SCHEDULED' });
    expect(back.json()).toMatchObject({
      message: SEASON_MESSAGES.scheduled(NEXT_SATURDAY),
      data: { status: 'SCHEDULED', note: null, scheduled_count: 4 },
    });

    const thursday = `${dates(market.id)}/2026-11-26`;
    const extra = await manager.api('PUT', thursday, { status: 'EXTRA', note: 'Thanksgiving market' });
    expect(extra.json()).toMatchObject({
      data: { date: '2026-11-26', status: 'EXTRA', note: 'Thanksgiving market' },
    });
    const withExtra = await manager.api(
      'GET',
      `${dates(market.id)}?start_date=2026-11-22&end_date=2026-11-28`,
    );
    expect(withExtra.json().map((d: { date: string }) => d.date)).toEqual(['2026-11-26', '2026-11-28']);
    await manager.api('PUT', thursday, { status: 'CANCELLED' });
    const removed = await manager.api('GET', `${dates(market.id)}?start_date=2026-11-22&end_date=2026-11-28`);
    expect(removed.json().map((d: { date: string }) => d.date)).toEqual(['2026-11-28']);
  });

  it('names the date when a change does not fit the market’s days', async () => {
    const { manager, market } = await managerWithMarket(t);
    const put = (date: string, status: string) =>
      manager.api('PUT', `${dates(market.id)}/${date}`, { status });
    const saturdayExtra = await put(NEXT_SATURDAY, 'EXTRA');
    expect(saturdayExtra.statusCode).toBe(400);
    expect(saturdayExtra.json().errors).toEqual([
      { path: 'date', message: SEASON_MESSAGES.alreadyMarketDay(NEXT_SATURDAY) },
    ]);
    for (const status of ['CANCELLED', 'SCHEDULED']) {
      const wednesday = await put('2026-11-25', status);
      expect(wednesday.statusCode).toBe(400);
      expect(wednesday.json().errors).toEqual([
        { path: 'date', message: SEASON_MESSAGES.notMarketDay('2026-11-25') },
      ]);
    }
    expect((await put('0000-01-01', 'CANCELLED')).statusCode).toBe(400);
    const longNote = await manager.api('PUT', `${dates(market.id)}/${NEXT_SATURDAY}`, {
      status: 'CANCELLED',
      note: 'x'.repeat(501),
    });
    expect(longNote.statusCode).toBe(400);
    expect(longNote.json().errors[0]).toMatchObject({ path: 'note', message: SEASON_MESSAGES.noteTooLong });
  });

  it('keeps a cancellation when the mail budget is spent, and says the vendors were not told', async () => {
    const { manager, market } = await managerWithMarket(t);
    await t.db
      .insert(managerMailSends)
      .values({ managerId: manager.manager.id, sentAt: t.clock.now(), mails: MAIL_BUDGET.paid });
    const cancelled = await manager.api('PUT', `${dates(market.id)}/${NEXT_SATURDAY}`, {
      status: 'CANCELLED',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().message).toMatch(/^11\/21\/2026 is cancelled\. The vendors were not told: /);
    expect(cancelled.json().data.status).toBe('CANCELLED');
    expect(await t.sentMail()).toHaveLength(0);
  });

  it('answers 404 for another account’s market, and nothing changes', async () => {
    const { market } = await managerWithMarket(t);
    const stranger = await signedInManager(t);
    expect((await stranger.api('GET', dates(market.id))).statusCode).toBe(404);
    const put = await stranger.api('PUT', `${dates(market.id)}/${NEXT_SATURDAY}`, { status: 'CANCELLED' });
    expect(put.statusCode).toBe(404);
    expect(await t.sentMail()).toHaveLength(0);
  });
});

describe('attendance', () => {
  const attendanceOf = (marketId: string, date: string) => `${dates(marketId)}/${date}/attendance`;

  it('lists every vendor as expected, marks each in one call, counts the day, and takes a mark back', async () => {
    const { manager, market, vendors } = await managerWithMarket(t);
    const url = attendanceOf(market.id, LAST_SATURDAY);
    const listed = await manager.api('GET', url);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([
      {
        market_vendor_id: vendors.producer.market_vendor_id,
        vendor_id: vendors.producer.id,
        business_name: 'Green Valley Produce',
        type: 'PRODUCER',
        status: 'EXPECTED',
        booth: null,
        walk_in: false,
      },
      expect.objectContaining({ business_name: 'Knife Sharpening Sam', status: 'EXPECTED' }),
      expect.objectContaining({ business_name: 'Rise & Shine Bakery', status: 'EXPECTED' }),
    ]);
    const mark = (key: keyof typeof vendors, status: string) =>
      manager.api('PUT', `${url}/${vendors[key].market_vendor_id}`, { status });
    const present = await mark('producer', 'PRESENT');
    expect(present.json()).toMatchObject({
      message: SEASON_MESSAGES.marked,
      data: { business_name: 'Green Valley Produce', status: 'PRESENT' },
    });
    // The same mark twice (an offline replay) is one mark.
    expect((await mark('producer', 'PRESENT')).statusCode).toBe(200);
    await mark('reseller', 'LATE');
    await mark('service', 'ABSENT');
    const day = async () =>
      (
        await manager.api('GET', `${dates(market.id)}?start_date=${LAST_SATURDAY}&end_date=${LAST_SATURDAY}`)
      ).json()[0];
    expect(await day()).toMatchObject({
      scheduled_count: 3,
      present_count: 2,
      absent_count: 1,
      settled_count: 0,
    });
    // The producer is checked out: one of three settled.
    const checkout = await manager.api('POST', `/market-managers/transactions/${market.id}`, {
      market_vendor_id: vendors.producer.market_vendor_id,
      market_date: LAST_SATURDAY,
      reported_gross: 100,
      tokens: [],
    });
    expect(checkout.statusCode).toBe(201);
    expect(await day()).toMatchObject({ settled_count: 1 });
    await mark('service', 'EXPECTED');
    expect(await day()).toMatchObject({ present_count: 2, absent_count: 0 });
    expect((await manager.api('GET', url)).json().map((a: { status: string }) => a.status)).toEqual([
      'PRESENT',
      'EXPECTED',
      'LATE',
    ]);
  });

  it('refuses a future date, a cancelled date, a day the market is not held, and a vendor of another market', async () => {
    const { manager, market, vendors } = await managerWithMarket(t);
    const other = await createMarket(manager, { name: 'Other Market' });
    const producer = vendors.producer.market_vendor_id;
    const future = await manager.api('PUT', `${attendanceOf(market.id, NEXT_SATURDAY)}/${producer}`, {
      status: 'PRESENT',
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().errors[0].path).toBe('date');
    // Tomorrow's list can be read: the staff see who is expected.
    expect((await manager.api('GET', attendanceOf(market.id, NEXT_SATURDAY))).statusCode).toBe(200);

    await manager.api('PUT', `${dates(market.id)}/${LAST_SATURDAY}`, { status: 'CANCELLED' });
    const cancelled = await manager.api('GET', attendanceOf(market.id, LAST_SATURDAY));
    expect(cancelled.statusCode).toBe(400);
    expect(cancelled.json().errors).toEqual([
      { path: 'date', message: SEASON_MESSAGES.cancelledDay(LAST_SATURDAY) },
    ]);

    const wednesday = await manager.api('GET', attendanceOf(market.id, '2026-11-18'));
    expect(wednesday.statusCode).toBe(400);
    expect(wednesday.json().errors[0].path).toBe('date');

    const elsewhere = await manager.api('PUT', `${attendanceOf(other.id, '2026-11-07')}/${producer}`, {
      status: 'PRESENT',
    });
    expect(elsewhere.statusCode).toBe(404);
    const stranger = await signedInManager(t);
    expect((await stranger.api('GET', attendanceOf(market.id, '2026-11-07'))).statusCode).toBe(404);
    const taken = await stranger.api('PUT', `${attendanceOf(market.id, '2026-11-07')}/${producer}`, {
      status: 'PRESENT',
    });
    expect(taken.statusCode).toBe(404);
    expect((await manager.api('GET', attendanceOf(market.id, '2026-11-07'))).json()[0].status).toBe(
      'EXPECTED',
    );
  });

  it('is taken by the staff of the market; only a co-manager changes the market’s dates', async () => {
    const { manager, market, vendors } = await managerWithMarket(t);
    const other = await createMarket(manager, { name: 'Other Market' });
    const asStaff = async (role: 'STAFF' | 'CO_MANAGER', marketIds: string[]) => {
      const { user } = await insertStaff(t.db, { managerId: manager.manager.id, role, marketIds });
      return bearerApi(t, (await tokensFor(t, user.username)).access_token);
    };
    const staff = await asStaff('STAFF', [market.id]);
    const mark = `${attendanceOf(market.id, LAST_SATURDAY)}/${vendors.producer.market_vendor_id}`;
    expect((await staff.api('PUT', mark, { status: 'PRESENT' })).statusCode).toBe(200);
    expect((await staff.api('GET', dates(market.id))).statusCode).toBe(200);
    expect(
      (await staff.api('PUT', `${dates(market.id)}/${NEXT_SATURDAY}`, { status: 'CANCELLED' })).statusCode,
    ).toBe(403);
    // Staff of another market do not find this one (docs/decisions/029).
    const elsewhere = await asStaff('STAFF', [other.id]);
    expect((await elsewhere.api('PUT', mark, { status: 'ABSENT' })).statusCode).toBe(404);
    const coManager = await asStaff('CO_MANAGER', [market.id]);
    expect(
      (await coManager.api('PUT', `${dates(market.id)}/${NEXT_SATURDAY}`, { status: 'CANCELLED' }))
        .statusCode,
    ).toBe(200);
    expect((await manager.api('GET', attendanceOf(market.id, LAST_SATURDAY))).json()[0].status).toBe(
      'PRESENT',
    );
  });
});
