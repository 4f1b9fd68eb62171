import type { Database } from '../../db/client';
import { newOpaqueToken } from '../../lib/crypto/tokens';
import {
  type FeedMarketRow,
  feedTokenOf,
  replaceFeedToken,
  vendorFeedMarkets,
  vendorName,
  vendorOfFeedToken,
} from './calendars.repository';
import { icsCalendar } from './ics';
import { addressLine, type CalendarMarket, marketDayEvents, marketDaysAhead } from './market-days-ahead';

// Each vendor's private feed (docs/season.md "Calendars"): a secret URL listing their dates at every market they
// sell at. The secret is 32 random bytes in base64url; reset makes a new one.

const base = (appUrl: string) => appUrl.replace(/\/+$/, '');
const feedUrl = (appUrl: string, token: string) => `${base(appUrl)}/calendar/${token}.ics`;

export async function vendorFeedUrl({
  db,
  vendorId,
  appUrl,
}: {
  db: Database;
  vendorId: string;
  appUrl: string;
}) {
  return { url: feedUrl(appUrl, await feedTokenOf({ db, vendorId, fresh: newOpaqueToken() })) };
}

export async function resetVendorFeed({
  db,
  vendorId,
  appUrl,
  now,
}: {
  db: Database;
  vendorId: string;
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
  const markets = (await vendorFeedMarkets({ db, vendorId })).map(calendarMarket);
  const host = new URL(base(appUrl)).hostname;
  const events = [];
  for (const market of markets) {
    const days = await marketDaysAhead({ db, market, now });
    events.push(...marketDayEvents({ market, days, uidPrefix: `vendor-${vendorId}`, host, url: null }));
  }
  events.sort((a, b) => (a.date === b.date ? a.summary.localeCompare(b.summary) : a.date < b.date ? -1 : 1));
  const name = (await vendorName({ db, vendorId })) ?? 'Market days';
  return icsCalendar({ name: `${name} · Market days`, events, now });
}
