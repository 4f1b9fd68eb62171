import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createClock } from '../../../test/build-test-app';
import { signedInVendor } from '../../../test/clients';
import { createMarket, type ManagerClient, signedInManager } from '../../../test/market-fixtures';
import { publishedMarket, visit } from '../../../test/public-page-fixtures';
import { useTestApp } from '../../../test/use-test-app';
import { joinMarket } from '../../../test/vendor-self-fixtures';
import { marketVendors, vendorSchedules } from '../../db/schema';

// docs/season.md "Calendars". Saturday 28 November 2026, 10:00 in California: the markets (Saturdays, year-round,
// Los Angeles, 8:00–13:00) are held today.
const t = useTestApp(() => ({ clock: createClock(new Date('2026-11-28T18:00:00Z')) }));

type Event = Record<string, string>;

// A small RFC 5545 reader: every line ends in CRLF and holds at most 75 octets; folded lines are joined back;
// each VEVENT becomes its properties by name (with parameters, e.g. 'DTSTART;TZID=America/Los_Angeles').
function parseIcs(body: string) {
  expect(body.endsWith('\r\n')).toBe(true);
  const physical = body.slice(0, -2).split('\r\n');
  for (const line of physical) {
    expect(line).not.toMatch(/[\r\n]/);
    expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  }
  const lines = body.replace(/\r\n /g, '').slice(0, -2).split('\r\n');
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines.at(-1)).toBe('END:VCALENDAR');
  const events: Event[] = [];
  let current: Event | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      events.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      current[line.slice(0, colon)] = line.slice(colon + 1);
    }
  }
  return { lines, events };
}

const localDate = (event: Event) => event['DTSTART;TZID=America/Los_Angeles']?.slice(0, 8);

async function changeDate(manager: ManagerClient, marketId: string, date: string, body: object) {
  const response = await manager.api('PUT', `/market-managers/markets/${marketId}/dates/${date}`, body);
  expect(response.statusCode).toBe(200);
}

describe("the market's public calendar", () => {
  it('lists the next twelve months in the market time zone, cancelled dates removed and extra dates in', async () => {
    const { manager, market } = await publishedMarket(t, {
      slug: 'davis-downtown',
      market: {
        name: 'Davis; Downtown, Market',
        address: {
          street: '301 C Street at the corner of Third and C, by the Central Park pavilion',
          street_2: null,
          city: 'Davis',
          state: 'CA',
          postal_code: '95616',
        },
      },
    });
    await changeDate(manager, market.id, '2026-12-05', { status: 'CANCELLED', note: 'Parade' });
    await changeDate(manager, market.id, '2026-12-23', { status: 'EXTRA', note: 'Holiday market' });

    const response = await t.app.inject({ method: 'GET', url: '/m/davis-downtown/calendar.ics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const { lines, events } = parseIcs(response.body);
    expect(lines).toContain('X-WR-CALNAME:Davis\\; Downtown\\, Market');

    const dates = events.map(localDate);
    // 53 Saturdays from today to 27 November 2027, less the cancelled one, plus the extra Wednesday.
    expect(events).toHaveLength(53);
    expect(dates.slice(0, 4)).toEqual(['20261128', '20261212', '20261219', '20261223']);
    expect(dates.at(-1)).toBe('20271127');
    expect(dates).not.toContain('20261205');
    expect(new Set(events.map((e) => e.UID)).size).toBe(53);
    expect(events[0]).toMatchObject({
      UID: `market-${market.id}-2026-11-28@marketday.test`,
      'DTSTART;TZID=America/Los_Angeles': '20261128T080000',
      'DTEND;TZID=America/Los_Angeles': '20261128T130000',
      SUMMARY: 'Davis\\; Downtown\\, Market',
      LOCATION:
        '301 C Street at the corner of Third and C\\, by the Central Park pavilion\\, Davis\\, CA 95616',
      URL: 'http://marketday.test/m/davis-downtown',
    });
    expect(events[3]?.DESCRIPTION).toBe('Extra market day: Holiday market');
  });

  it('is on the public page with the next dates as schema.org Events, and gone when the page is off', async () => {
    const { manager, market } = await publishedMarket(t, { slug: 'woodland' });
    await changeDate(manager, market.id, '2026-12-05', { status: 'CANCELLED', note: null });
    const page = await visit(t, '/m/woodland');
    expect(page.body).toContain(
      '<a href="http://marketday.test/m/woodland/calendar.ics">Add to calendar</a>',
    );
    const json = page.body.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1];
    const events = JSON.parse(json ?? '[]') as { startDate: string; eventStatus: string }[];
    expect(events).toHaveLength(8);
    expect(events.slice(0, 2)).toMatchObject([
      { startDate: '2026-11-28T08:00-08:00', eventStatus: 'https://schema.org/EventScheduled' },
      { startDate: '2026-12-05T08:00-08:00', eventStatus: 'https://schema.org/EventCancelled' },
    ]);
    // The page's next market days skip the cancelled one.
    expect(page.body).not.toContain('Saturday, December 5');

    await publishedMarket(t, { slug: 'turned-off', enabled: false });
    expect((await t.app.inject({ method: 'GET', url: '/m/turned-off/calendar.ics' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/m/nobody-here/calendar.ics' })).statusCode).toBe(404);
  });
});

describe("a vendor's private calendar", () => {
  it("lists the vendor's dates at each of their markets and nobody else's, until its link is reset", async () => {
    const first = await signedInManager(t);
    const second = await signedInManager(t);
    const davis = await createMarket(first, { name: 'Davis Saturday' });
    const woodland = await createMarket(second, {
      name: 'Woodland Wednesday',
      day_of_week: 'WEDNESDAY',
      season: { start: 4, end: 9 },
      hours: { start: '15:00:00', end: '19:00:00' },
    });
    const elsewhere = await createMarket(second, { name: 'Elsewhere' });
    const vendor = await signedInVendor(t);
    const other = await signedInVendor(t);
    await joinMarket(t.db, { vendorId: vendor.vendor.id, marketId: davis.id });
    await joinMarket(t.db, { vendorId: vendor.vendor.id, marketId: woodland.id });
    await joinMarket(t.db, { vendorId: other.vendor.id, marketId: elsewhere.id });
    await changeDate(first, davis.id, '2026-12-05', { status: 'CANCELLED', note: null });

    const link = await vendor.api('GET', '/vendors/self/calendar');
    expect(link.statusCode).toBe(200);
    const { url } = link.json<{ url: string }>();
    expect(url).toMatch(/^http:\/\/marketday\.test\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    // The same link on every visit.
    expect((await vendor.api('GET', '/vendors/self/calendar')).json().url).toBe(url);

    const feed = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const { events } = parseIcs(feed.body);
    const summaries = new Set(events.map((e) => e.SUMMARY));
    expect(summaries).toEqual(new Set(['Davis Saturday', 'Woodland Wednesday']));
    const dates = events.map(localDate);
    expect(dates.slice(0, 2)).toEqual(['20261128', '20261212']);
    // Woodland's season is May to October: its first Wednesday is 5 May 2027, 15:00 at the market.
    expect(events.find((e) => e.SUMMARY === 'Woodland Wednesday')).toMatchObject({
      'DTSTART;TZID=America/Los_Angeles': '20270505T150000',
      'DTEND;TZID=America/Los_Angeles': '20270505T190000',
    });

    const otherFeed = await t.app.inject({
      method: 'GET',
      url: new URL((await other.api('GET', '/vendors/self/calendar')).json().url).pathname,
    });
    expect(new Set(parseIcs(otherFeed.body).events.map((e) => e.SUMMARY))).toEqual(new Set(['Elsewhere']));

    const reset = await vendor.api('POST', '/vendors/self/calendar/reset');
    expect(reset.statusCode).toBe(200);
    const fresh = reset.json().data.url as string;
    expect(fresh).not.toBe(url);
    expect((await t.app.inject({ method: 'GET', url: new URL(url).pathname })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: new URL(fresh).pathname })).statusCode).toBe(200);
    expect((await vendor.api('GET', '/vendors/self/calendar')).json().url).toBe(fresh);
  });

  it('lists only the dates the vendor is scheduled on, each with their booth that date', async () => {
    const manager = await signedInManager(t);
    const market = await createMarket(manager, { name: 'Davis Saturday' });
    const map = await manager.api('PUT', `/market-managers/markets/${market.id}/booth-map`, {
      version: 0,
      layout: {
        width_ft: 100,
        height_ft: 60,
        items: [
          { id: 'a3', kind: 'BOOTH', label: 'A3', x: 0, y: 0, w: 10, h: 10 },
          { id: 'b1', kind: 'BOOTH', label: 'B1', x: 20, y: 0, w: 10, h: 20 },
        ],
      },
    });
    expect(map.statusCode).toBe(200);
    const vendor = await signedInVendor(t);
    await joinMarket(t.db, { vendorId: vendor.vendor.id, marketId: market.id });
    const [link] = await t.db
      .select()
      .from(marketVendors)
      .where(eq(marketVendors.vendorId, vendor.vendor.id));
    // Every other Saturday from today, at A3 by default; moved to B1 on 12 December, no booth on 26 December.
    await t.db.insert(vendorSchedules).values({
      marketVendorId: link!.id,
      marketId: market.id,
      pattern: 'ALTERNATE',
      anchorDate: '2026-11-28',
      defaultBoothId: 'a3',
    });
    const move = (date: string, booth_id: string | null) =>
      manager.api('PUT', `/market-managers/markets/${market.id}/booth-map/dates/${date}/${link!.id}`, {
        booth_id,
      });
    expect((await move('2026-12-12', 'b1')).statusCode).toBe(200);
    expect((await move('2026-12-26', null)).statusCode).toBe(200);

    const { url } = (await vendor.api('GET', '/vendors/self/calendar')).json<{ url: string }>();
    const { events } = parseIcs((await t.app.inject({ method: 'GET', url: new URL(url).pathname })).body);
    expect(events.slice(0, 4).map((e) => [localDate(e), e.LOCATION, e.DESCRIPTION])).toEqual([
      ['20261128', 'Booth A3 (10x10)\\, 301 C St\\, Davis\\, CA 95616', 'Booth A3 (10x10)'],
      ['20261212', 'Booth B1 (10x20)\\, 301 C St\\, Davis\\, CA 95616', 'Booth B1 (10x20)'],
      ['20261226', '301 C St\\, Davis\\, CA 95616', undefined],
      ['20270109', 'Booth A3 (10x10)\\, 301 C St\\, Davis\\, CA 95616', 'Booth A3 (10x10)'],
    ]);
    // 53 Saturdays in the twelve months from today, every other one.
    expect(events).toHaveLength(27);
  });
});
