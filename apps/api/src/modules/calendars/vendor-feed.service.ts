import type { Database, VendorKey } from '../../db/client';
import { newOpaqueToken } from '../../lib/crypto/tokens';
import { type BoothOnDate, vendorDaysAhead } from '../season';
import {
  type FeedMarketRow,
  feedTokenOf,
  replaceFeedToken,
  vendorFeedMarkets,
  vendorName,
  vendorOfFeedToken,
} from './calendars.repository';
import { icsCalendar, type MarketDayEvent } from './ics';
import { addressLine, type CalendarMarket, marketDayEvents } from './market-days-ahead';

// Each vendor's private feed (docs/season.md "Calendars"): a secret URL listing the dates they are scheduled on at
// every market they sell at, each with their booth that date. The secret is 32 random bytes in base64url; reset makes a new one.

const base = (appUrl: string) => appUrl.replace(/\/+$/, '');
const feedUrl = (appUrl: string, token: string) => `${base(appUrl)}/calendar/${token}.ics`;

export async function vendorFeedUrl({
  db,
  vendorId,
  appUrl,
}: VendorKey & {
  appUrl: string;
}) {
  return { url: feedUrl(appUrl, await feedTokenOf({ db, vendorId, fresh: newOpaqueToken() })) };
}

export async function resetVendorFeed({
  db,
  vendorId,
  appUrl,
  now,
}: VendorKey & {
  appUrl: string;
  now: Date;
}) {
  const token = newOpaqueToken();
  await replaceFeedToken({ db, vendorId, fresh: token, at: now });
  return { url: feedUrl(appUrl, token) };
}

const calendarMarket = (row: FeedMarketRow): CalendarMarket => ({
  id: row.id,
  name: row.name,
  day_of_week: row.day_of_week,
  season: { start: row.season_start, end: row.season_end },
  time_zone: row.time_zone,
  hours_start: row.hours_start,
  hours_end: row.hours_end,
  address: addressLine(row),
});

// "Booth A3 (10x10)" first in the event's place and description, when the vendor has a booth that date.
function withBooth(event: MarketDayEvent, booth: BoothOnDate | null): MarketDayEvent {
  if (!booth) return event;
  const line = `Booth ${booth.label} (${booth.size})`;
  return {
    ...event,
    location: event.location ? `${line}, ${event.location}` : line,
    description: event.description ? `${line}\n${event.description}` : line,
  };
}

/** The feed's iCalendar text, or null when the secret opens nothing (never issued, or reset since). */
export async function vendorFeedIcs({
  db,
  token,
  appUrl,
  now,
}: {
  db: Database;
  token: string;
  appUrl: string;
  now: Date;
}): Promise<string | null> {
  const vendorId = await vendorOfFeedToken({ db, token });
  if (!vendorId) return null;
  const rows = await vendorFeedMarkets({ db, vendorId });
  const host = new URL(base(appUrl)).hostname;
  const events: MarketDayEvent[] = [];
  for (const row of rows) {
    const market = calendarMarket(row);
    const days = await vendorDaysAhead({ db, market, marketVendorId: row.market_vendor_id, now });
    const booths = new Map(days.map((d) => [d.date, d.booth]));
    const uidPrefix = `vendor-${vendorId}`;
    for (const event of marketDayEvents({ market, days, uidPrefix, host, url: null }))
      events.push(withBooth(event, booths.get(event.date) ?? null));
  }
  events.sort((a, b) => (a.date === b.date ? a.summary.localeCompare(b.summary) : a.date < b.date ? -1 : 1));
  const name = (await vendorName({ db, vendorId })) ?? 'Market days';
  return icsCalendar({ name: `${name} · Market days`, events, now });
}
